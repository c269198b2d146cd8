/**
 * The embedded API's settings (data/server-settings.json: name, default, effect), read from
 * the running server's environment at every call, never compiled in (see env.ts).
 */
import table from '../../../data/server-settings.json';
import { serverEnv } from './env';

export type SettingName = (typeof table.settings)[number]['name'];

const defaults = new Map(table.settings.map((entry) => [entry.name, entry.default]));

/** The setting's value when set, else its default ('' for none). Throws for a name the table lacks. */
export function setting(name: SettingName): string {
  const fallback = defaults.get(name);
  if (fallback === undefined) throw new Error(`Unknown server setting ${name}: add it to data/server-settings.json`);
  return serverEnv(name)?.trim() || fallback;
}

/** A number setting; its default when the value is not a finite number. */
export function numberSetting(name: SettingName): number {
  const value = Number(setting(name));
  return Number.isFinite(value) ? value : Number(defaults.get(name));
}

/** A `count/seconds` setting (RATE_LIMIT_…, LOGIN_LOCKOUT); its default when malformed. */
export interface Rate {
  count: number;
  seconds: number;
}
const parseRate = (text: string | undefined): Rate | undefined => {
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(text ?? '');
  return match && Number(match[2]) > 0 ? { count: Number(match[1]), seconds: Number(match[2]) } : undefined;
};
export const rateSetting = (name: SettingName): Rate => (parseRate(setting(name)) ?? parseRate(defaults.get(name))) as Rate;

export const embeddedApiEnabled = (): boolean => setting('EMBEDDED_API').toLowerCase() !== 'off';
