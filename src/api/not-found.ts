/**
 * Every /api/ path no function serves: 404 in the envelope, in the request's language, whatever
 * the method. The API's server (scripts/serve-api.mjs) sends such paths here; Gatsby's own
 * `gatsby serve` answers them with its 404 page instead.
 */
import { ApiError, apiHandler } from '../lib/server/handler';

export default apiHandler(
  {},
  {
    logAs: '/api/*',
    otherwise: () => {
      throw new ApiError(404, 'notFound');
    },
  },
);
