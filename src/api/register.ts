/**
 * POST /api/register (§7): checks a live-account application with the form's own rules
 * (src/lib/registration/schema.ts), verifies the reCAPTCHA token when RECAPTCHA_SECRET is
 * set (and refuses it when that fails or cannot be done), stores it (the `applications` table)
 * and forwards it to REGISTER_UPSTREAM_URL through the outbox (src/lib/server/lead-intake.ts).
 * The answer says what happened, in the language of the page the form was sent from:
 * - 200 `{ redirect_address, reference }`: the upstream accepted it in time and gave the
 *   address where the application continues; without an upstream, the portal's apply-live page;
 * - 202 `{ reference, message }`: stored, not yet accepted upstream (it failed or was too slow):
 *   the outbox forwards it later, and the message says what happens next;
 * - the upstream's own 4xx `{ message }` when it refused the application;
 * - 422 for an invalid field (`errors` per field), 503 when nothing could be stored.
 * Settings are read when a request arrives (src/lib/server/settings.ts).
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
import { ApiError, HttpError, apiHandler, ok, type ApiRequest } from '../lib/server/handler';
import { takeLead } from '../lib/server/lead-intake';
import { logEvent } from '../lib/server/log';
import { apiTranslator, isolated, localeStrings } from '../lib/server/messages';
import { limitRequests } from '../lib/server/rate-limit';
import { numberSetting, setting } from '../lib/server/settings';

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
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new ApiError(400, 'errors.unreadable');

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

  // The captcha token is single-use and worthless once checked: it is neither stored nor forwarded.
  const { token: _token, ...payload } = buildRegistrationPayload(check.fields, { language, token });
  const intake = await takeLead(request, { kind: 'application', language, payload });
  const { reference } = intake.lead;
  const received = () => ({
    status: 202,
    data: { reference, message: apiTranslator(request)('register.received', { reference: isolated(reference) }) },
  });
  switch (intake.outcome) {
    case 'stored':
      return ok({ redirect_address: portalUrl('applyLiveUrl', language), reference });
    case 'queued':
      return received();
    case 'sent':
      return typeof intake.answer.data.redirect_address === 'string' && intake.answer.status === 200
        ? { status: 200, data: { ...intake.answer.data, reference } }
        : received();
    case 'refused':
      return { status: intake.answer.status, data: { message: t('registrationFailed'), ...intake.answer.data } };
  }
}

export default apiHandler({ POST: registerApplication });
