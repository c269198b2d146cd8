/**
 * The details a signed-in user may change (PUT /user/info), one set of rules for the
 * profile form and the embedded API alike: names of letters (2–50), a phone number of
 * digits with an optional +, spaces, brackets and dashes, and a published locale.
 */
import type { UserInfo, UserInfoUpdate } from './api/types';
import { findPublishedLocale } from './locales';

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'language'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileErrorKey = 'nameInvalid' | 'phoneInvalid' | 'languageInvalid';

const NAME = /^[\p{L}\p{M}' .-]{2,50}$/u;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

const RULES: Record<ProfileField, [(value: string) => boolean, ProfileErrorKey]> = {
  firstName: [(value) => NAME.test(value), 'nameInvalid'],
  lastName: [(value) => NAME.test(value), 'nameInvalid'],
  phone: [(value) => PHONE.test(value), 'phoneInvalid'],
  language: [(value) => findPublishedLocale(value) !== undefined, 'languageInvalid'],
};

export type ProfileErrors = Partial<Record<ProfileField, ProfileErrorKey>>;

/** The error of each given field that breaks its rule (values are trimmed first). */
export function profileErrors(values: Partial<Record<ProfileField, unknown>>): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    if (value === undefined) continue;
    const [valid, key] = RULES[field];
    if (typeof value !== 'string' || !valid(value.trim())) errors[field] = key;
  }
  return errors;
}

/** The accepted fields of an update; null when any given field is invalid or nothing is given. */
export function validUpdate(body: unknown): UserInfoUpdate | null {
  if (!body || typeof body !== 'object') return null;
  const given = body as Partial<Record<ProfileField, unknown>>;
  if (Object.keys(profileErrors(given)).length) return null;
  const update: UserInfoUpdate = {};
  for (const field of PROFILE_FIELDS) if (typeof given[field] === 'string') update[field] = (given[field] as string).trim();
  return Object.keys(update).length > 0 ? update : null;
}

/** The fields of a form that differ from the user's details: what PUT /user/info is sent. */
export const profileChanges = (user: UserInfo, values: Record<ProfileField, string>): UserInfoUpdate =>
  Object.fromEntries(PROFILE_FIELDS.filter((field) => values[field].trim() !== user[field]).map((field) => [field, values[field].trim()]));
