/** GET /api/dividends: dividend adjustments by ex-date, optionally for one symbol and a date range. */
import { HttpError, apiHandler } from '../lib/server/handler';
import { content } from '../lib/server/content';
import { dividends } from '../lib/content-store';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export default apiHandler({
  GET: ({ query }) => {
    const { symbol, from, to } = query;
    for (const [name, value] of Object.entries({ from, to })) {
      if (value && !DATE.test(value)) throw new HttpError(400, `"${name}" must be a date written YYYY-MM-DD`);
    }
    const items = dividends
      .filter(
        (dividend) =>
          (!symbol || dividend.symbol.toLowerCase() === symbol.toLowerCase()) &&
          (!from || dividend.exDate >= from) &&
          (!to || dividend.exDate <= to),
      )
      .sort((a, b) => a.exDate.localeCompare(b.exDate));
    return content({ items });
  },
});
