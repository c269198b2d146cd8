/**
 * The embedded API's users: demo accounts in data/content/users.json, with the changes made
 * through PUT /user/info kept in .data/users.json.
 */
import userData from '../../../data/content/users.json';
import type { UserInfo, UserInfoUpdate } from '../api/types';
import { findPublishedLocale } from '../locales';
import { readJsonFile, writeJsonFile } from './store';

type StoredUser = UserInfo & { passwordHash: string };

const CHANGES_FILE = 'users.json';
const users = userData.users as StoredUser[];

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

const NAME = /^[\p{L}\p{M}' .-]{2,50}$/u;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

/** The accepted fields of an update; null when any given field is invalid or nothing is given. */
export function validUpdate(body: unknown): UserInfoUpdate | null {
  if (!body || typeof body !== 'object') return null;
  const { firstName, lastName, phone, language } = body as Record<string, unknown>;
  const update: UserInfoUpdate = {};
  const checks: [keyof UserInfoUpdate, unknown, (value: string) => boolean][] = [
    ['firstName', firstName, (value) => NAME.test(value)],
    ['lastName', lastName, (value) => NAME.test(value)],
    ['phone', phone, (value) => PHONE.test(value)],
    ['language', language, (value) => findPublishedLocale(value) !== undefined],
  ];
  for (const [field, value, valid] of checks) {
    if (value === undefined) continue;
    if (typeof value !== 'string' || !valid(value.trim())) return null;
    update[field] = value.trim();
  }
  return Object.keys(update).length > 0 ? update : null;
}

export async function saveUserChanges(id: string, update: UserInfoUpdate): Promise<void> {
  const changes = await readJsonFile<Changes>(CHANGES_FILE, {});
  await writeJsonFile(CHANGES_FILE, { ...changes, [id]: { ...changes[id], ...update } });
}
