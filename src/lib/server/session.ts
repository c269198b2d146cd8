/**
 * Sessions of the embedded user API: a signed cookie (HMAC-SHA256) holding the user id and
 * an expiry, HttpOnly so page scripts never see it. Passwords are checked against scrypt hashes.
 */
import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { serverEnv } from './env';

export const SESSION_COOKIE = 'nw_session';
export const SESSION_MAX_AGE_S = 8 * 60 * 60;

const secretKey = Symbol.for('northwind.embedded-api.session-secret');

/**
 * SESSION_SECRET when set; otherwise one random secret per server process (sessions then
 * end when the server restarts). Kept on globalThis because Gatsby loads a function's
 * module afresh for every request.
 */
function secret(): string {
  const configured = serverEnv('SESSION_SECRET');
  if (configured) return configured;
  const store = globalThis as unknown as Record<symbol, string | undefined>;
  store[secretKey] ??= randomBytes(32).toString('hex');
  return store[secretKey] as string;
}

const sign = (payload: string): string => createHmac('sha256', secret()).update(payload).digest('base64url');

export function createSessionToken(userId: string, now: number = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ sub: userId, exp: now + SESSION_MAX_AGE_S * 1000 })).toString('base64url');
  return `${payload}.${sign(payload)}`;
}

/** The user id of a valid, unexpired token; null otherwise. */
export function readSessionToken(token: string | undefined, now: number = Date.now()): string | null {
  const [payload, signature, extra] = (token ?? '').split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const { sub, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown; exp?: unknown };
    return typeof sub === 'string' && typeof exp === 'number' && exp > now ? sub : null;
  } catch {
    return null;
  }
}

const cookie = (value: string, maxAgeSeconds: number, secure: boolean): string =>
  [`${SESSION_COOKIE}=${value}`, 'Path=/', `Max-Age=${maxAgeSeconds}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');

export const sessionCookie = (token: string, secure: boolean): string => cookie(token, SESSION_MAX_AGE_S, secure);

/** Tells the browser to drop the session cookie (signing out). */
export const expiredSessionCookie = (secure: boolean): string => cookie('', 0, secure);

/** Checks a password against `scrypt$<salt>$<hash>` (hex), as data/content/users.json stores them. */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length);
  return expected.length > 0 && timingSafeEqual(expected, actual);
}
