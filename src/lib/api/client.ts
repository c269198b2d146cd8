/**
 * The one base service every call goes through (§7): the API origin from GATSBY_API_URL
 * (default: the site's own origin), a 60000 ms timeout, JSON in and out, and failures
 * rejected as ApiError. Every request says the page's language (Accept-Language: the page's
 * language tag), so that an error nginx answers itself reads in it too (docs/api.md).
 */
import type { ApiErrorBody } from './types';
import { buildUrl, type Query } from './url';

export const API_TIMEOUT_MS = 60_000;

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when no response arrived (network failure, timeout). */
    readonly status: number,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface RequestOptions {
  query?: Query;
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** More headers (Idempotency-Key). */
  headers?: Record<string, string>;
}

/** The page's language tag (`<html lang>`), for Accept-Language; none outside a page. */
const pageLanguage = (): Record<string, string> => {
  const tag = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return tag ? { 'Accept-Language': tag } : {};
};

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { query, body, timeoutMs = API_TIMEOUT_MS, signal, headers } = options;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new ApiError(`Timed out after ${timeoutMs} ms`, 0)), timeoutMs);
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(buildUrl(path, query), {
      method,
      headers: {
        Accept: 'application/json',
        ...pageLanguage(),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch (cause) {
      throw new ApiError(`Invalid JSON from ${method} ${path}`, response.status, cause);
    }
    if (!response.ok) {
      const message = (data as Partial<ApiErrorBody> | undefined)?.data?.message;
      throw new ApiError(message ?? `${method} ${path} failed with ${response.status}`, response.status, data);
    }
    return data as T;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const reason = controller.signal.aborted ? controller.signal.reason : error;
    if (reason instanceof ApiError) throw reason;
    throw new ApiError(`${method} ${path} failed: ${(error as Error)?.message ?? 'network error'}`, 0, error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

export const apiGet = <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal });
export const apiPost = <T>(path: string, body?: unknown, signal?: AbortSignal, headers?: Record<string, string>) =>
  request<T>('POST', path, { body, signal, headers });
export const apiPut = <T>(path: string, body?: unknown, signal?: AbortSignal) => request<T>('PUT', path, { body, signal });
export const apiDelete = <T>(path: string, body?: unknown, signal?: AbortSignal) => request<T>('DELETE', path, { body, signal });
