/**
 * Forwarding a lead to the broker's own services (REGISTER_UPSTREAM_URL, SIGNUP_UPSTREAM_URL).
 * An upstream answers `{ status, data }` as this API does. Each lead carries its idempotency
 * key, as the `Idempotency-Key` header and as `idempotency_key` in the body, so that an upstream
 * that got a lead twice (a retry after an answer that never arrived) can keep one.
 *
 * Three outcomes: accepted (a 2xx envelope), refused (a 4xx envelope: the upstream's decision,
 * final) and failed (no connection, a timeout, a 5xx, 408/425/429, or a body that is not such
 * JSON: tried again later), with a reason for the log.
 */
import type { ApiEnvelope } from '../api/types';
import { numberSetting } from './settings';

export type ForwardResult =
  { outcome: 'accepted' | 'refused'; answer: ApiEnvelope<Record<string, unknown>> } | { outcome: 'failed'; reason: string };

/** 4xx answers that say "not now" rather than "no". */
const RETRYABLE = new Set([408, 425, 429]);

export interface ForwardOptions {
  requestId: string;
  idempotencyKey: string;
  timeoutMs?: number;
}

export async function forward(url: string, body: object, options: ForwardOptions): Promise<ForwardResult> {
  const timeoutMs = options.timeoutMs ?? numberSetting('UPSTREAM_TIMEOUT_MS');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        'X-Request-Id': options.requestId,
        'Idempotency-Key': options.idempotencyKey,
      },
      body: JSON.stringify({ ...body, idempotency_key: options.idempotencyKey }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') return { outcome: 'failed', reason: `timeout after ${timeoutMs} ms` };
    const code = ((error as { cause?: { code?: string } }).cause?.code ?? (error as Error)?.message) || 'network error';
    return { outcome: 'failed', reason: `unreachable (${code})` };
  }
  if (response.status >= 500 || RETRYABLE.has(response.status)) {
    // Read and drop the body: the connection goes back to the pool.
    await response.body?.cancel().catch(() => undefined);
    return { outcome: 'failed', reason: `upstream answered ${response.status}` };
  }
  let answer: Partial<ApiEnvelope<unknown>> | null;
  try {
    answer = (await response.json()) as Partial<ApiEnvelope<unknown>> | null;
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') return { outcome: 'failed', reason: `timeout after ${timeoutMs} ms` };
    return { outcome: 'failed', reason: `upstream answered ${response.status} without JSON` };
  }
  const status = Number(answer?.status);
  if (!Number.isInteger(status) || status < 200 || status > 499 || typeof answer?.data !== 'object' || answer.data === null) {
    return { outcome: 'failed', reason: `upstream answered ${response.status} without a { status, data } envelope` };
  }
  if (RETRYABLE.has(status)) return { outcome: 'failed', reason: `upstream answered ${status}` };
  return { outcome: status < 300 ? 'accepted' : 'refused', answer: { status, data: answer.data as Record<string, unknown> } };
}
