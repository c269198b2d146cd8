/**
 * POST /api/consent: records a visitor's cookie choice `{ version, categories, language }`
 * (src/lib/consent/record.ts: time, version, categories, locale; nothing that identifies the
 * visitor) and sets the choice's cookie from the server as well, which browsers that cut the
 * lifetime of cookies set by scripts (Safari: 7 days) keep for its full 12 months. An unknown
 * version, category or locale gets 422; the page keeps the choice either way.
 */
import { consentCookie } from '../lib/consent/choice';
import { consentRecordOf } from '../lib/consent/record';
import { HttpError, apiHandler, ok } from '../lib/server/handler';
import { recordConsent } from '../lib/server/store';
import { apiTranslator } from '../lib/server/messages';
import { limitRequests } from '../lib/server/rate-limit';

export default apiHandler({
  POST: async (request) => {
    const t = apiTranslator(request);
    limitRequests(request, 'consent', 'RATE_LIMIT_CONSENT', t);
    const now = new Date();
    const record = consentRecordOf(request.body, now);
    if (!record) throw new HttpError(422, t('consent.invalid'));
    recordConsent(record);
    const cookie = consentCookie({ version: record.version, granted: record.categories, decidedAt: now.getTime() }, request.secure);
    return ok({ recordedAt: record.time }, { 'Set-Cookie': cookie });
  },
});
