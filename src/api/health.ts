/**
 * GET /api/health: liveness. 200 whenever the process answers at all (a balancer or an
 * orchestrator restarts a process that stops answering it); readiness is /api/ready. Never
 * cached, never counted against a request limit.
 */
import { apiHandler, ok } from '../lib/server/handler';

export default apiHandler({ GET: () => ok({ status: 'ok' }) });
