/**
 * POST /api/signUp: the e-book request, a webinar registration or the contact form. Checked
 * with the forms' own schema (never trust the client), stored (the `requests` table) and
 * forwarded to SIGNUP_UPSTREAM_URL through the outbox (src/lib/server/lead-intake.ts); answered
 * with a reference: 200 once stored (and accepted upstream when one is set), 202 when stored and
 * still to be forwarded. Invalid input gets 422 and a translated message; a refusal of the
 * upstream its status and message; a store that cannot take it 503, never a success.
 */
import { ValidationError } from 'yup';
import { HttpError, apiHandler } from '../lib/server/handler';
import { takeLead } from '../lib/server/lead-intake';
import { apiTranslator, isolated } from '../lib/server/messages';
import { limitRequests } from '../lib/server/rate-limit';
import { isUpcoming } from '../lib/content-status';
import { MESSAGE_MAX_LENGTH, NAME_MIN_LENGTH, signUpRequestSchema } from '../lib/sign-up-request';
import { webinars } from '../lib/content-store';

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
    const intake = await takeLead(request, { kind: 'request', language: accepted.language, payload: accepted });
    if (intake.outcome === 'refused') {
      const message = intake.answer.data.message;
      throw new HttpError(intake.answer.status, typeof message === 'string' && message ? message : t('signUp.failed'));
    }
    const { reference } = intake.lead;
    return {
      status: intake.outcome === 'queued' ? 202 : 200,
      data: { reference, message: t('signUp.received', { reference: isolated(reference) }) },
    };
  },
});
