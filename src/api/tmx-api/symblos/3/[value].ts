/** GET /api/tmx-api/symblos/3/{value}: the symbols of a market (forex, metals, …) or the one symbol named (EURUSD). */
import { ApiError, apiHandler } from '../../../../lib/server/handler';
import { content } from '../../../../lib/server/content';
import { symbolsByValue } from '../../../../lib/server/symbols';

export default apiHandler({
  GET: (request) => {
    const items = symbolsByValue(request.params.value ?? '');
    if (items.length === 0) throw new ApiError(404, 'notFound');
    return content({ items });
  },
});
