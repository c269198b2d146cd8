/**
 * Forwarding to the broker's own services (REGISTER_UPSTREAM_URL, SIGNUP_UPSTREAM_URL). An
 * upstream answers `{ status, data }` as this API does. Whatever keeps an answer from
 * counting (no connection, a timeout, a 5xx, a body that is not such JSON) is a failure
 * with a reason for the log; the visitor is then told it failed, never that it worked.
 */
import type { ApiEnvelope } from '../api/types';
import { HttpError } from './handler';
import { logEvent } from './log';
import { numberSetting } from './settings';

export type ForwardResult = { ok: true; answer: ApiEnvelope<Record<string, unknown>> } | { ok: false; reason: string };

export async function forward(url: string, body: unknown, requestId: string): Promise<ForwardResult> {
  const timeoutMs = numberSetting('UPSTREAM_TIMEOUT_MS');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Request-Id': requestId },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as Error)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, reason: `timeout after ${timeoutMs} ms` };
    const code = ((error as { cause?: { code?: string } }).cause?.code ?? (error as Error)?.message) || 'network error';
    return { ok: false, reason: `unreachable (${code})` };
  }
  if (response.status >= 500) return { ok: false, reason: `upstream answered ${response.status}` };
  let answer: Partial<ApiEnvelope<unknown>> | null;
  try {
    answer = (await response.json()) as Partial<ApiEnvelope<unknown>> | null;
  } catch {
    return { ok: false, reason: `upstream answered ${response.status} without JSON` };
  }
  const status = Number(answer?.status);
  if (!Number.isInteger(status) || status < 200 || status > 499 || typeof answer?.data !== 'object' || answer.data === null) {
    return { ok: false, reason: `upstream answered ${response.status} without a { status, data } envelope` };
  }
  return { ok: true, answer: { status, data: answer.data as Record<string, unknown> } };
}

/**
 * The upstream's answer, or a 502 with `failureMessage` (the visitor's language) after
 * logging `{event}` with the request id and the reason.
 */
export async function forwardOrFail(url: string, body: unknown, requestId: string, event: string, failureMessage: string) {
  const result = await forward(url, body, requestId);
  if (result.ok) return result.answer;
  logEvent(requestId, event, { reason: result.reason });
  throw new HttpError(502, failureMessage);
}
