/**
 * GET /api/location: the visitor's country, from the header a CDN or proxy in front of the
 * site adds; `{}` when there is none (the sign-up form then keeps its default country).
 */
import { apiHandler } from '../lib/server/handler';
import { countryFromHeaders } from '../lib/server/location';

export default apiHandler({
  GET: ({ headers }) => {
    const countryCode = countryFromHeaders(headers);
    return { status: 200, data: countryCode ? { countryCode } : {}, headers: { 'Cache-Control': 'private, no-store' } };
  },
});
