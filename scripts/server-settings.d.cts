export interface ServerSetting {
  name: string;
  default: string;
  secret: boolean;
  effect: string;
}
export const settings: ServerSetting[];
export function buildHasCaptcha(publicDir?: string): boolean;
export function settingsReport(env?: Record<string, string | undefined>, build?: { captcha?: boolean }): string[];
