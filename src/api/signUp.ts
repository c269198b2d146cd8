/**
 * POST /api/signUp: the e-book request, a webinar registration or the contact form. Checked
 * with the forms' own schema (never trust the client), stored under .data/, answered with a
 * reference; invalid input gets 422 and a translated message.
 */
import { randomUUID } from 'node:crypto';
import { ValidationError } from 'yup';
import { HttpError, apiHandler, ok } from '../lib/server/handler';
import { apiTranslator } from '../lib/server/messages';
import { appendRecord } from '../lib/server/store';
import { isUpcoming } from '../lib/server/webinars';
import { MESSAGE_MAX_LENGTH, NAME_MIN_LENGTH, signUpRequestSchema } from '../lib/sign-up-request';
import webinarData from '../../data/content/webinars.json';

export const SIGN_UPS_FILE = 'sign-ups.jsonl';

export default apiHandler({
  POST: async (request) => {
    const t = apiTranslator(request);
    const reject = (key: string) => new HttpError(422, t(`signUp.${key}`, { max: MESSAGE_MAX_LENGTH, min: NAME_MIN_LENGTH }));
    let accepted;
    try {
      accepted = await signUpRequestSchema.validate(request.body ?? {}, { abortEarly: true, stripUnknown: true });
    } catch (error) {
      if (error instanceof ValidationError) throw reject(error.message);
      throw error;
    }
    if (accepted.kind === 'webinar') {
      const webinar = webinarData.webinars.find((candidate) => candidate.id === accepted.webinarId);
      if (!webinar || !isUpcoming(webinar, Date.now())) throw reject('unknownWebinar');
    }
    const reference = `NW-${randomUUID().slice(0, 8).toUpperCase()}`;
    await appendRecord(SIGN_UPS_FILE, { reference, receivedAt: new Date().toISOString(), ...accepted });
    return ok({ reference, message: t('signUp.received', { reference }) });
  },
});
