/**
 * The embedded API's users: demo accounts in data/content/users.json, with the changes made
 * through PUT /user/info kept in the store (profile_changes).
 */
import { users } from '../content-store';
import type { UserInfo, UserInfoUpdate } from '../api/types';
import type { StoredUser } from '../content-store/types';
import { profileChanges, recordProfileChange } from './store';

export const findUserByEmail = (email: string): StoredUser | undefined =>
  users.find((user) => user.email.toLowerCase() === email.trim().toLowerCase());

/** A user's details, with their saved changes, without the password hash. */
export function userInfo(id: string): UserInfo | undefined {
  const user = users.find((candidate) => candidate.id === id);
  if (!user) return undefined;
  const { passwordHash: _hash, ...info } = user;
  return { ...info, ...profileChanges(id) };
}

export const saveUserChanges = (id: string, update: UserInfoUpdate, requestId: string): void => recordProfileChange(id, update, requestId);
