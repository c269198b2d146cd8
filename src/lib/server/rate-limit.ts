/**
 * Sliding-window counters of the embedded API (per client and bucket), kept in this server
 * process's memory on globalThis: `gatsby serve` loads a function's module afresh for every
 * request, so module state would be lost. One process only: several instances of the API
 * behind a balancer each count their own share (docs/deploy.md).
 */
import type { TFunction } from 'i18next';
import { HttpError, type ApiRequest } from './handler';
import { rateSetting, type Rate, type SettingName } from './settings';

type Windows = Map<string, number[]>;
const storeKey = Symbol.for('northwind.embedded-api.rate-windows');
/** Past this many keys, windows with nothing left in them are swept. */
const SWEEP_AT = 10_000;

function windows(): Windows {
  const global = globalThis as unknown as Record<symbol, Windows | undefined>;
  global[storeKey] ??= new Map();
  return global[storeKey] as Windows;
}

function recent(key: string, seconds: number, now: number): number[] {
  const kept = (windows().get(key) ?? []).filter((time) => time > now - seconds * 1000);
  if (kept.length) windows().set(key, kept);
  else windows().delete(key);
  return kept;
}

/** Seconds until `key` may have another event under `rate` (0: now). */
export function secondsUntilFree(key: string, rate: Rate, now: number = Date.now()): number {
  const times = recent(key, rate.seconds, now);
  if (times.length < rate.count) return 0;
  return Math.max(1, Math.ceil((times[times.length - rate.count] + rate.seconds * 1000 - now) / 1000));
}

export function recordEvent(key: string, now: number = Date.now()): void {
  const store = windows();
  if (store.size > SWEEP_AT) for (const [stored, times] of store) if (times.length === 0) store.delete(stored);
  store.set(key, [...(store.get(key) ?? []), now]);
}

export const forgetEvents = (key: string): void => void windows().delete(key);

/** A 429 with Retry-After and the translated message (api.json: rateLimited). */
export const tooManyRequests = (t: TFunction, seconds: number): HttpError =>
  new HttpError(429, t('rateLimited', { minutes: Math.ceil(seconds / 60), count: Math.ceil(seconds / 60) }), {
    'Retry-After': String(seconds),
  });

/** Counts the request against its client's limit (a RATE_LIMIT_… setting); throws 429 past it. */
export function limitRequests(request: Pick<ApiRequest, 'client'>, bucket: string, limit: SettingName, t: TFunction): void {
  const key = `${bucket}|${request.client}`;
  const wait = secondsUntilFree(key, rateSetting(limit));
  if (wait > 0) throw tooManyRequests(t, wait);
  recordEvent(key);
}
