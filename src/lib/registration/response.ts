/** What the pop-up does with the answer to POST /api/register (§3, §7, §8). */
import { ApiError } from '../api/client';
import type { RegistrationResponse } from '../api/types';
import { TRACKING_PARAMS, type TrackingCodes } from '../tracking';

export type RegistrationOutcome =
  /** Open this address in a new window. */
  | { kind: 'redirect'; url: string }
  /** Stored and to be forwarded (202): say so with the server's message, no window opens. */
  | { kind: 'received'; message: string | null; reference: string | null }
  /** Show an error toast with the server's message, or the translated registrationFailed when null. */
  | { kind: 'failed'; message: string | null };

/**
 * The portal address with the stored tracking codes appended as query parameters,
 * or null when it is not an absolute http(s) address (a javascript: or relative
 * address is never opened).
 */
export function buildRedirectUrl(address: string, codes: TrackingCodes): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  for (const name of TRACKING_PARAMS) {
    const value = codes[name];
    if (value) url.searchParams.set(name, value);
  }
  return url.toString();
}

const serverMessage = (body: unknown): string | null => {
  const message = (body as RegistrationResponse | null | undefined)?.data?.message;
  return typeof message === 'string' && message.trim() ? message.trim() : null;
};

/** A response that arrived as JSON: status 200 with a redirect address, 202 received, or a failure with its message. */
export function registrationOutcome(response: RegistrationResponse | null | undefined, codes: TrackingCodes): RegistrationOutcome {
  if (response?.status === 202) {
    const reference = response.data?.reference;
    return { kind: 'received', message: serverMessage(response), reference: typeof reference === 'string' && reference ? reference : null };
  }
  const address = response?.data?.redirect_address;
  if (response?.status === 200 && typeof address === 'string' && address) {
    const url = buildRedirectUrl(address, codes);
    return url ? { kind: 'redirect', url } : { kind: 'failed', message: null };
  }
  return { kind: 'failed', message: serverMessage(response) };
}

/**
 * A request that threw: an HTTP error that still carried a JSON message shows that
 * message; a network failure, a timeout or a body that is not JSON shows registrationFailed.
 */
export function failedRequestOutcome(error: unknown): RegistrationOutcome {
  return { kind: 'failed', message: serverErrorMessage(error) };
}

/** The message an HTTP error carried in its JSON body (the server's, translated), or null. */
export const serverErrorMessage = (error: unknown): string | null =>
  error instanceof ApiError && error.status > 0 ? serverMessage(error.cause) : null;
