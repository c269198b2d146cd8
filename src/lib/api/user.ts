/**
 * GET /user/info (§7): who is signed in. The spec leaves the shape open; this module
 * reads { data: { first_name, last_name, email } } (the registration call's envelope) or
 * the same fields at the top level. Any failure means "not signed in".
 */
import { apiGet } from './client';

export interface UserInfo {
  firstName: string;
  lastName: string;
  email: string;
}

const field = (record: Record<string, unknown>, ...names: string[]): string => {
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
};

export async function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo | null> {
  try {
    const response = await apiGet<{ data?: unknown } & Record<string, unknown>>('/user/info', undefined, signal);
    const record = (typeof response?.data === 'object' && response.data !== null ? response.data : response) as Record<string, unknown>;
    const user = {
      firstName: field(record, 'first_name', 'firstName'),
      lastName: field(record, 'last_name', 'lastName'),
      email: field(record, 'email'),
    };
    return user.firstName || user.email ? user : null;
  } catch {
    return null;
  }
}
