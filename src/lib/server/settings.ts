/**
 * The embedded API's settings (data/server-settings.json: name, default, effect), read from
 * the running server's environment at every call, never compiled in (see env.ts). The parsing
 * is scripts/server-settings.cjs's, which the nginx rules of the same limits use too.
 */
import table from '../../../data/server-settings.json';
import { rangeIn, rateIn, settingIn } from '../../../scripts/server-settings.cjs';
import { serverEnvironment } from './env';

export type SettingName = (typeof table.settings)[number]['name'];

/** The setting's value when set, else its default ('' for none). Throws for a name the table lacks. */
export const setting = (name: SettingName): string => settingIn(serverEnvironment(), name);

/** A number setting; its default when the value is not a finite number. */
export function numberSetting(name: SettingName): number {
  const value = Number(setting(name));
  return Number.isFinite(value) ? value : Number(settingIn({}, name));
}

/** A `count/seconds` setting (RATE_LIMIT_…, LOGIN_LOCKOUT); its default when malformed. */
export interface Rate {
  count: number;
  seconds: number;
}
export const rateSetting = (name: SettingName): Rate => rateIn(serverEnvironment(), name);

/** A `low/high` setting (OUTBOX_BACKOFF, in seconds); its default when malformed or reversed. */
export const rangeSetting = (name: SettingName): { low: number; high: number } => rangeIn(serverEnvironment(), name);

export const embeddedApiEnabled = (): boolean => setting('EMBEDDED_API').toLowerCase() !== 'off';
