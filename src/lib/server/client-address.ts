/**
 * The client a request comes from, for rate limits. Behind a proxy every request arrives from
 * the proxy's address and the client is the last entry of X-Forwarded-For (the one the proxy
 * added; earlier entries are whatever the client sent). TRUST_PROXY says when to read it:
 * `loopback` (default) when the request comes from this machine (nginx in front, as
 * `npm run serve:nginx` runs it), `all` always (a load balancer on another host), `none` never.
 */
import { setting } from './settings';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function clientAddress(remote: string | undefined, forwardedFor: string | string[] | undefined): string {
  const direct = remote ?? 'unknown';
  const trust = setting('TRUST_PROXY').toLowerCase();
  const trusted = trust === 'all' || (trust === 'loopback' && LOOPBACK.test(direct));
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const last = header?.split(',').map((entry) => entry.trim()).filter(Boolean).pop();
  return trusted && last ? last : direct;
}
