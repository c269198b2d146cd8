/**
 * POST /api/register (§7): checks a live-account application with the form's own rules
 * (src/lib/registration/schema.ts), verifies the reCAPTCHA token when RECAPTCHA_SECRET is
 * set (and refuses it when that fails or cannot be done), then forwards it to
 * REGISTER_UPSTREAM_URL, or, without one (local runs), appends it to registrations.jsonl in
 * the data directory and answers with the portal's apply-live address. Settings are read
 * when a request arrives (src/lib/server/settings.ts). Answers are
 * `{ status, data: { redirect_address } | { message } }`, messages translated into the
 * language of the page the form was sent from.
 */
import { CAPTCHA_ACTION } from '../lib/captcha';
import { createTranslator } from '../lib/i18n';
import { defaultLocale, findPublishedLocale, type BuiltLocale } from '../lib/locales';
import { buildRegistrationPayload } from '../lib/registration/payload';
import {
  REGISTRATION_FIELDS,
  registrationErrorMessage,
  validateRegistration,
  type RegistrationErrorKey,
  type SubmissionErrorKey,
} from '../lib/registration/schema';
import { portalUrl } from '../lib/site';
import { HttpError, apiHandler, ok, type ApiRequest } from '../lib/server/handler';
import { logEvent } from '../lib/server/log';
import { apiTranslator, localeStrings } from '../lib/server/messages';
import { limitRequests } from '../lib/server/rate-limit';
import { numberSetting, setting } from '../lib/server/settings';
import { appendRecord } from '../lib/server/store';
import { forwardOrFail } from '../lib/server/upstream';

export const REGISTRATIONS_FILE = 'registrations.jsonl';
export const CAPTCHA_TIMEOUT_MS = 10_000;

/** The sign-up form's error messages in a locale's translation set. */
function signUpMessages(localeCode: string): (key: SubmissionErrorKey | RegistrationErrorKey) => string {
  const locale = findPublishedLocale(localeCode) ?? (findPublishedLocale(defaultLocale) as BuiltLocale);
  const strings = localeStrings(locale, (folder) => require(`../../locales/${folder}/signup.json`));
  const t = createTranslator(locale.translationSet, { signup: strings }, 'signup');
  return (key) => registrationErrorMessage(t, key);
}

type CaptchaVerdict = { valid: true } | { valid: false; reason: string; unavailable?: boolean };

async function verifyCaptcha(secret: string, token: string, remoteIp: string): Promise<CaptchaVerdict> {
  if (!token) return { valid: false, reason: 'no token' };
  let result: { success?: boolean; action?: string; score?: number; 'error-codes'?: string[] };
  try {
    const form = new URLSearchParams({ secret, response: token, remoteip: remoteIp });
    const response = await fetch(setting('RECAPTCHA_VERIFY_URL'), {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(CAPTCHA_TIMEOUT_MS),
    });
    result = await response.json();
  } catch (error) {
    return { valid: false, unavailable: true, reason: `verifier unavailable (${(error as Error)?.name ?? 'error'})` };
  }
  if (result.success !== true) return { valid: false, reason: `not verified (${result['error-codes']?.join(' ') ?? 'no reason'})` };
  if (result.action !== CAPTCHA_ACTION) return { valid: false, reason: `action ${String(result.action)}` };
  const minScore = numberSetting('RECAPTCHA_MIN_SCORE');
  if (typeof result.score === 'number' && result.score < minScore) return { valid: false, reason: `score ${result.score} < ${minScore}` };
  return { valid: true };
}

async function registerApplication(request: ApiRequest) {
  const body = request.body;
  const given = (body as { language?: unknown } | undefined)?.language;
  const language = findPublishedLocale(typeof given === 'string' ? given : null)?.code ?? defaultLocale;
  const t = signUpMessages(language);
  limitRequests(request, 'register', 'RATE_LIMIT_SUBMISSIONS', apiTranslator(request));
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, t('registrationFailed'));

  const check = await validateRegistration(body);
  if (!check.valid) {
    const errors = Object.fromEntries(
      REGISTRATION_FIELDS.flatMap((field) => {
        const key = check.errors[field];
        return key ? [[field, t(key)]] : [];
      }),
    );
    throw new HttpError(422, Object.values(errors)[0] as string, {}, { errors });
  }

  const token = String((body as { token?: unknown }).token ?? '').trim();
  const secret = setting('RECAPTCHA_SECRET');
  if (secret) {
    const verdict = await verifyCaptcha(secret, token, request.client);
    if (!verdict.valid) {
      logEvent(request.id, 'captcha-refused', { reason: verdict.reason });
      throw new HttpError(verdict.unavailable ? 503 : 422, t('verifyIdentity'));
    }
  }

  const payload = buildRegistrationPayload(check.fields, { language, token });
  const upstream = setting('REGISTER_UPSTREAM_URL');
  if (upstream) {
    const answer = await forwardOrFail(upstream, payload, request.id, 'register-forward-failed', t('registrationFailed'));
    return { status: answer.status, data: answer.data };
  }
  // The captcha token is single-use and worthless once checked.
  const { token: _token, ...record } = payload;
  try {
    await appendRecord(REGISTRATIONS_FILE, { receivedAt: new Date().toISOString(), requestId: request.id, ...record });
  } catch (error) {
    logEvent(request.id, 'register-store-failed', { reason: (error as NodeJS.ErrnoException).code ?? 'error' });
    throw new HttpError(500, t('registrationFailed'));
  }
  return ok({ redirect_address: portalUrl('applyLiveUrl', language) });
}

export default apiHandler({ POST: registerApplication });
