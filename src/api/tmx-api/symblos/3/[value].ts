/** GET /api/tmx-api/symblos/3/{value}: the symbols of a market (forex, metals, …) or the one symbol named (EURUSD). */
import { HttpError, apiHandler } from '../../../../lib/server/handler';
import { content } from '../../../../lib/server/content';
import { apiTranslator } from '../../../../lib/server/messages';
import { symbolsByValue } from '../../../../lib/server/symbols';

export default apiHandler({
  GET: (request) => {
    const items = symbolsByValue(request.params.value ?? '');
    if (items.length === 0) throw new HttpError(404, apiTranslator(request)('notFound'));
    return content({ items });
  },
});
