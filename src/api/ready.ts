/**
 * GET /api/ready: readiness. 200 when this process can take leads (its database is open and
 * takes a write, and it is not shutting down); 503 otherwise, with a translated message. Both
 * say the outbox's backlog (pending leads, the age of the oldest in seconds), the last time an
 * upstream accepted a lead and the last failure since, and which upstreams are set. A backlog
 * does not make a process unready: the leads are safe, and taking it out of a balancer would
 * not bring the upstream back (docs/deploy.md, Monitoring). Never cached, never rate-limited.
 */
import { ApiError, apiHandler, ok } from '../lib/server/handler';
import { apiServices } from '../lib/server/services';

export default apiHandler({
  GET: () => {
    const readiness = apiServices().readiness();
    if (!readiness.ready) throw new ApiError(503, 'errors.notReady', {}, {}, { ...readiness });
    return ok(readiness);
  },
});
