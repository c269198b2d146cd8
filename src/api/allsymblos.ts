/** GET /api/allsymblos: every tradable symbol with its conditions. */
import { apiHandler } from '../lib/server/handler';
import { content } from '../lib/server/content';
import { allSymbols } from '../lib/server/symbols';

export default apiHandler({ GET: () => content({ items: allSymbols }) });
