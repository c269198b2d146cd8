/**
 * POST /api/user/login (§7's /user/login; see userPath in src/lib/api/endpoints.ts): checks
 * e-mail and password, and answers the user's details with a session cookie. Each client has
 * a request limit (RATE_LIMIT_LOGIN), and an e-mail address that failed too often from one
 * client is locked for it (LOGIN_LOCKOUT). DELETE signs out (clears the cookie).
 */
import { HttpError, apiHandler, ok } from '../../lib/server/handler';
import { apiTranslator } from '../../lib/server/messages';
import { forgetEvents, limitRequests, recordEvent, secondsUntilFree, tooManyRequests } from '../../lib/server/rate-limit';
import { createSessionToken, expiredSessionCookie, sessionCookie, verifyPassword } from '../../lib/server/session';
import { rateSetting } from '../../lib/server/settings';
import { findUserByEmail, userInfo } from '../../lib/server/users';

export default apiHandler({
  POST: async (request) => {
    const t = apiTranslator(request);
    limitRequests(request, 'login', 'RATE_LIMIT_LOGIN', t);
    const { email, password } = (request.body ?? {}) as { email?: unknown; password?: unknown };
    if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password) {
      throw new HttpError(422, t('login.required'));
    }
    const failures = `login-failures|${request.client}|${email.trim().toLowerCase()}`;
    const lockout = rateSetting('LOGIN_LOCKOUT');
    const locked = secondsUntilFree(failures, lockout);
    if (locked > 0) throw tooManyRequests(t, locked);
    const user = findUserByEmail(email);
    // The same answer for an unknown e-mail and a wrong password: nothing to learn about who has an account.
    if (!user || !verifyPassword(password, user.passwordHash)) {
      recordEvent(failures);
      throw new HttpError(401, t('login.invalid'));
    }
    forgetEvents(failures);
    return ok(userInfo(user.id), { 'Set-Cookie': sessionCookie(createSessionToken(user.id), request.secure) });
  },
  DELETE: ({ secure }) => ok({}, { 'Set-Cookie': expiredSessionCookie(secure) }),
});
