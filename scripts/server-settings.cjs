// What a server of the embedded API says when it starts: which of its settings
// (data/server-settings.json) are set, never their values, and what is wrong with the mix.
// Used by scripts/serve.mjs and any other server that runs the built functions.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const { settings } = JSON.parse(readFileSync(path.join(root, 'data', 'server-settings.json'), 'utf8'));

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

module.exports = { settings, settingsReport, buildHasCaptcha };
