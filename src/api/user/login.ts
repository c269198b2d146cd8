/**
 * POST /api/user/login (§7's /user/login; see userPath in src/lib/api/endpoints.ts): checks
 * e-mail and password, and answers the user's details with a session cookie.
 */
import { HttpError, apiHandler, ok } from '../../lib/server/handler';
import { apiTranslator } from '../../lib/server/messages';
import { createSessionToken, sessionCookie, verifyPassword } from '../../lib/server/session';
import { findUserByEmail, userInfo } from '../../lib/server/users';

export default apiHandler({
  POST: async (request) => {
    const t = apiTranslator(request);
    const { email, password } = (request.body ?? {}) as { email?: unknown; password?: unknown };
    if (typeof email !== 'string' || typeof password !== 'string' || !email.trim() || !password) {
      throw new HttpError(422, t('login.required'));
    }
    const user = findUserByEmail(email);
    // The same answer for an unknown e-mail and a wrong password: nothing to learn about who has an account.
    if (!user || !verifyPassword(password, user.passwordHash)) throw new HttpError(401, t('login.invalid'));
    return ok(await userInfo(user.id), { 'Set-Cookie': sessionCookie(createSessionToken(user.id), request.secure) });
  },
});
