/**
 * GET and PUT /api/user/info (§7's /user/info): the signed-in user's details, and changes to
 * name, phone and preferred language (kept in the store's profile_changes). 401 without a valid session.
 */
import { HttpError, apiHandler, ok, type ApiRequest } from '../../lib/server/handler';
import { apiTranslator } from '../../lib/server/messages';
import { SESSION_COOKIE, readSessionToken } from '../../lib/server/session';
import { saveUserChanges, userInfo } from '../../lib/server/users';
import { validUpdate } from '../../lib/user-profile';

function signedInUser(request: ApiRequest) {
  const id = readSessionToken(request.cookies[SESSION_COOKIE]);
  const user = id ? userInfo(id) : undefined;
  if (!user) throw new HttpError(401, apiTranslator(request)('login.signedOut'));
  return user;
}

export default apiHandler({
  GET: (request) => ok(signedInUser(request)),
  PUT: (request) => {
    const user = signedInUser(request);
    const update = validUpdate(request.body);
    if (!update) throw new HttpError(422, apiTranslator(request)('userUpdate.invalid'));
    saveUserChanges(user.id, update, request.id);
    return ok(userInfo(user.id));
  },
});
