/** GET /api/getSymbolToday: the featured symbol of the day (UTC), rotating through a fixed list. */
import { apiHandler } from '../lib/server/handler';
import { content } from '../lib/server/content';
import { symbolOfDay } from '../lib/server/symbols';

export default apiHandler({ GET: () => content(symbolOfDay(Date.now())) });
