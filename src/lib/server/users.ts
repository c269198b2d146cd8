/**
 * The embedded API's users: demo accounts in data/content/users.json, with the changes made
 * through PUT /user/info kept in .data/users.json.
 */
import { users } from '../content-store';
import type { UserInfo, UserInfoUpdate } from '../api/types';
import type { StoredUser } from '../content-store/types';
import { readJsonFile, writeJsonFile } from './store';

const CHANGES_FILE = 'users.json';

type Changes = Record<string, UserInfoUpdate>;

export const findUserByEmail = (email: string): StoredUser | undefined =>
  users.find((user) => user.email.toLowerCase() === email.trim().toLowerCase());

/** A user's details, with their saved changes, without the password hash. */
export async function userInfo(id: string): Promise<UserInfo | undefined> {
  const user = users.find((candidate) => candidate.id === id);
  if (!user) return undefined;
  const { passwordHash: _hash, ...info } = user;
  const changes = await readJsonFile<Changes>(CHANGES_FILE, {});
  return { ...info, ...changes[id] };
}

export async function saveUserChanges(id: string, update: UserInfoUpdate): Promise<void> {
  const changes = await readJsonFile<Changes>(CHANGES_FILE, {});
  await writeJsonFile(CHANGES_FILE, { ...changes, [id]: { ...changes[id], ...update } });
}
