export interface ServerSetting {
  name: string;
  default: string;
  secret: boolean;
  effect: string;
}
export type Environment = Record<string, string | undefined>;
export const settings: ServerSetting[];
export function settingIn(env: Environment, name: string): string;
export function rateIn(env: Environment, name: string): { count: number; seconds: number };
export function rangeIn(env: Environment, name: string): { low: number; high: number };
export function buildHasCaptcha(publicDir?: string): boolean;
export function settingsReport(env?: Environment, build?: { captcha?: boolean }): string[];
