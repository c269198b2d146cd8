// The embedded API's run-time settings (data/server-settings.json) as a server's environment
// sets them: read by the API's functions (src/lib/server/settings.ts), by the nginx rules that
// enforce the same request limits (scripts/nginx-api-rules.cjs), and by the servers when they
// start, to say which settings they run with (never a secret's value) and what is wrong with the mix.
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { settings } = require('../data/server-settings.json');

const defaults = new Map(settings.map((entry) => [entry.name, entry.default]));

/** A setting's value in `env` when set, else its default ('' for none). Throws for a name the table lacks. */
function settingIn(env, name) {
  const fallback = defaults.get(name);
  if (fallback === undefined) throw new Error(`Unknown server setting ${name}: add it to data/server-settings.json`);
  return (env[name] ?? '').trim() || fallback;
}

/** `a/b` as two whole numbers, or undefined. */
function parsePair(text) {
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec((text ?? '').trim());
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

const rate = (pair) => (pair && pair[1] > 0 ? { count: pair[0], seconds: pair[1] } : undefined);
const range = (pair) => (pair && pair[0] > 0 && pair[1] >= pair[0] ? { low: pair[0], high: pair[1] } : undefined);

/** A `count/seconds` setting (RATE_LIMIT_…, LOGIN_LOCKOUT) in `env`; its default when malformed. */
const rateIn = (env, name) => rate(parsePair(settingIn(env, name))) ?? rate(parsePair(defaults.get(name)));

/** A `low/high` setting (OUTBOX_BACKOFF) in `env`; its default when malformed or reversed. */
const rangeIn = (env, name) => range(parsePair(settingIn(env, name))) ?? range(parsePair(defaults.get(name)));

const root = path.resolve(__dirname, '..');

/** Whether the build in public/ asks visitors for a captcha token (builds/latest.json). */
function buildHasCaptcha(publicDir = path.join(root, 'public')) {
  try {
    return JSON.parse(readFileSync(path.join(publicDir, 'builds', 'latest.json'), 'utf8')).captcha === true;
  } catch {
    return false;
  }
}

/**
 * Lines to print at start: one per setting (set or default, secrets never shown, other
 * values shown as set), then warnings.
 */
function settingsReport(env = process.env, { captcha = buildHasCaptcha() } = {}) {
  const isSet = (name) => Boolean(env[name] && env[name].trim());
  const lines = ['Embedded API settings (data/server-settings.json):'];
  for (const { name, default: fallback, secret } of settings) {
    const state = isSet(name) ? (secret ? 'set' : `set: ${env[name].trim()}`) : fallback ? `default: ${fallback}` : 'not set';
    lines.push(`  ${name.padEnd(24)} ${state}`);
  }
  const warnings = [];
  if (captcha && !isSet('RECAPTCHA_SECRET')) {
    warnings.push('the build asks visitors for a captcha token, but RECAPTCHA_SECRET is not set: tokens are not verified');
  }
  if (!isSet('SESSION_SECRET')) warnings.push('SESSION_SECRET is not set: sessions end when this server restarts');
  if ((env.EMBEDDED_API || '').trim().toLowerCase() === 'off') warnings.push('EMBEDDED_API=off: every /api/ function answers 404');
  return [...lines, ...warnings.map((warning) => `warning: ${warning}`)];
}

module.exports = { settings, settingIn, rateIn, rangeIn, settingsReport, buildHasCaptcha };
