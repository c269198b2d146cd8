/**
 * POST /api/signUp: the e-book request, a webinar registration or the contact form. Checked
 * with the forms' own schema (never trust the client), then forwarded to SIGNUP_UPSTREAM_URL
 * or, without one, appended to sign-ups.jsonl in the data directory; answered with a
 * reference. Invalid input gets 422 and a translated message; a failed forward 502 (logged
 * with the request id), never a success.
 */
import { randomUUID } from 'node:crypto';
import { ValidationError } from 'yup';
import { HttpError, apiHandler, ok } from '../lib/server/handler';
import { apiTranslator } from '../lib/server/messages';
import { limitRequests } from '../lib/server/rate-limit';
import { setting } from '../lib/server/settings';
import { appendRecord } from '../lib/server/store';
import { forwardOrFail } from '../lib/server/upstream';
import { isUpcoming } from '../lib/content-status';
import { MESSAGE_MAX_LENGTH, NAME_MIN_LENGTH, signUpRequestSchema } from '../lib/sign-up-request';
import { webinars } from '../lib/content-store';

export const SIGN_UPS_FILE = 'sign-ups.jsonl';

export default apiHandler({
  POST: async (request) => {
    const t = apiTranslator(request);
    limitRequests(request, 'signUp', 'RATE_LIMIT_SUBMISSIONS', t);
    const reject = (key: string) => new HttpError(422, t(`signUp.${key}`, { max: MESSAGE_MAX_LENGTH, min: NAME_MIN_LENGTH }));
    let accepted;
    try {
      accepted = await signUpRequestSchema.validate(request.body ?? {}, { abortEarly: true, stripUnknown: true });
    } catch (error) {
      if (error instanceof ValidationError) throw reject(error.message);
      throw error;
    }
    if (accepted.kind === 'webinar') {
      const webinar = webinars.find((candidate) => candidate.id === accepted.webinarId);
      if (!webinar || !isUpcoming(webinar, Date.now())) throw reject('unknownWebinar');
    }
    const reference = `NW-${randomUUID().slice(0, 8).toUpperCase()}`;
    const record = { reference, receivedAt: new Date().toISOString(), requestId: request.id, ...accepted };
    const upstream = setting('SIGNUP_UPSTREAM_URL');
    if (upstream) {
      const answer = await forwardOrFail(upstream, record, request.id, 'signUp-forward-failed', t('signUp.failed'));
      if (answer.status >= 300) {
        const message = answer.data.message;
        throw new HttpError(answer.status, typeof message === 'string' && message ? message : t('signUp.failed'));
      }
    } else {
      await appendRecord(SIGN_UPS_FILE, record);
    }
    return ok({ reference, message: t('signUp.received', { reference }) });
  },
});
