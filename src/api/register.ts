/**
 * POST /api/register (§7): checks a live-account application with the form's own rules
 * (src/lib/registration/schema.ts), verifies the reCAPTCHA token when RECAPTCHA_SECRET is
 * set, then forwards it to REGISTER_UPSTREAM_URL, or, without one (local runs), appends it
 * to .data/registrations.jsonl and answers with the portal's apply-live address.
 * Answers are `{ status, data: { redirect_address } | { message } }`, messages translated
 * into the language of the page the form was sent from.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { CAPTCHA_ACTION } from '../lib/captcha';
import { createTranslator } from '../lib/i18n';
import { defaultLocale, findPublishedLocale } from '../lib/locales';
import { buildRegistrationPayload, type RegistrationPayload } from '../lib/registration/payload';
import {
  REGISTRATION_FIELDS,
  registrationErrorMessage,
  validateRegistration,
  type RegistrationErrorKey,
  type SubmissionErrorKey,
} from '../lib/registration/schema';
import { portalUrl } from '../lib/site';

export const MAX_BODY_BYTES = 16 * 1024;
export const UPSTREAM_TIMEOUT_MS = 30_000;
export const CAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const REGISTRATIONS_FILE = path.join('.data', 'registrations.jsonl');

type Answer = { status: number; data: { redirect_address?: string; message?: string; errors?: Record<string, string> } };

const send = (res: GatsbyFunctionResponse, answer: Answer) => {
  res.status(answer.status).json(answer);
};

const TOO_LARGE = Symbol('too large');

/**
 * The body as text, or TOO_LARGE past 16 KB. Gatsby has usually parsed it already (its
 * own parsers stop at 100 KB); a host that passes the raw stream has it read here,
 * draining rather than keeping what is over the limit. (No `export const config` to tune
 * the parsers: Gatsby 5.16 then builds its rendering engines, which fail on sharp.)
 */
async function readBody(req: GatsbyFunctionRequest): Promise<string | typeof TOO_LARGE> {
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return TOO_LARGE;
  const { body } = req as { body: unknown };
  let text: string;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    text = body.toString();
  } else if (req.readable && !req.readableEnded) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
    }
    if (size > MAX_BODY_BYTES) return TOO_LARGE;
    text = Buffer.concat(chunks).toString('utf8');
  } else {
    text = body === undefined ? '' : JSON.stringify(body);
  }
  return Buffer.byteLength(text) > MAX_BODY_BYTES ? TOO_LARGE : text;
}

/** The error messages of a locale's translation set. */
async function translatorFor(localeCode: string): Promise<(key: SubmissionErrorKey | RegistrationErrorKey) => string> {
  const set = findPublishedLocale(localeCode)?.translationSet ?? defaultLocale;
  const strings = await import(/* webpackMode: "eager" */ `../../locales/${set}/signup.json`);
  const t = createTranslator(set, { signup: strings.default ?? strings }, 'signup');
  return (key) => registrationErrorMessage(t, key);
}

type CaptchaVerdict = 'valid' | 'invalid' | 'unavailable';

async function verifyCaptcha(secret: string, token: string, remoteIp: string | undefined): Promise<CaptchaVerdict> {
  if (!token) return 'invalid';
  try {
    const form = new URLSearchParams({ secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    const response = await fetch(CAPTCHA_VERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
    const result = (await response.json()) as { success?: boolean; action?: string; score?: number };
    const minScore = Number(process.env.RECAPTCHA_MIN_SCORE ?? 0.5);
    const trusted = typeof result.score !== 'number' || result.score >= minScore;
    return result.success === true && result.action === CAPTCHA_ACTION && trusted ? 'valid' : 'invalid';
  } catch {
    return 'unavailable';
  }
}

/** The upstream's own answer when it is one (`{ status, data }`), else null. */
async function forward(url: string, payload: RegistrationPayload): Promise<Answer | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    const answer = (await response.json()) as Partial<Answer> | null;
    const status = Number(answer?.status);
    if (!Number.isInteger(status) || status < 100 || status > 599 || typeof answer?.data !== 'object') return null;
    return { status, data: answer.data ?? {} };
  } catch {
    return null;
  }
}

async function store(payload: RegistrationPayload): Promise<void> {
  const file = path.resolve(REGISTRATIONS_FILE);
  await mkdir(path.dirname(file), { recursive: true });
  // The captcha token is single-use and worthless once checked.
  const { token: _token, ...record } = payload;
  await appendFile(file, `${JSON.stringify({ receivedAt: new Date().toISOString(), ...record })}\n`, 'utf8');
}

const clientIp = (req: GatsbyFunctionRequest): string | undefined =>
  (req.headers['x-forwarded-for'] as string | undefined)?.split(',')[0].trim() || req.socket?.remoteAddress;

export default async function register(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return send(res, { status: 405, data: { message: 'Method Not Allowed' } });
  }
  const raw = await readBody(req);
  if (raw === TOO_LARGE) return send(res, { status: 413, data: { message: 'Payload Too Large' } });

  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // Answered below.
  }
  const language = findPublishedLocale(typeof body?.language === 'string' ? body.language : null)?.code ?? defaultLocale;
  const t = await translatorFor(language);
  if (!body) return send(res, { status: 400, data: { message: t('registrationFailed') } });

  const check = await validateRegistration(body);
  if (!check.valid) {
    const errors = Object.fromEntries(
      REGISTRATION_FIELDS.flatMap((field) => {
        const key = check.errors[field];
        return key ? [[field, t(key)]] : [];
      }),
    );
    return send(res, { status: 422, data: { message: Object.values(errors)[0], errors } });
  }

  const token = typeof body.token === 'string' ? body.token.trim() : '';
  const secret = process.env.RECAPTCHA_SECRET;
  if (secret) {
    const verdict = await verifyCaptcha(secret, token, clientIp(req));
    if (verdict === 'invalid') return send(res, { status: 422, data: { message: t('verifyIdentity') } });
    if (verdict === 'unavailable') return send(res, { status: 503, data: { message: t('registrationFailed') } });
  }

  const payload = buildRegistrationPayload(check.fields, { language, token });
  const upstream = process.env.REGISTER_UPSTREAM_URL;
  if (upstream) {
    const answer = await forward(upstream, payload);
    return send(res, answer ?? { status: 502, data: { message: t('registrationFailed') } });
  }
  try {
    await store(payload);
  } catch {
    return send(res, { status: 500, data: { message: t('registrationFailed') } });
  }
  return send(res, { status: 200, data: { redirect_address: portalUrl('applyLiveUrl', language) } });
}
