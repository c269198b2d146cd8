/** @jest-environment node */
import { settingsReport, settings } from './server-settings.cjs';

describe('settingsReport', () => {
  it('names every setting and says whether it is set, never a secret’s value', () => {
    const report = settingsReport(
      { RECAPTCHA_SECRET: 's3cr3t-value', REGISTER_UPSTREAM_URL: 'http://127.0.0.1:9/leads', SESSION_SECRET: 'another-secret' },
      { captcha: true },
    ).join('\n');
    for (const { name } of settings) expect(report).toContain(name);
    expect(report).not.toContain('s3cr3t-value');
    expect(report).not.toContain('another-secret');
    expect(report).toMatch(/RECAPTCHA_SECRET\s+set$/m);
    expect(report).toMatch(/REGISTER_UPSTREAM_URL\s+set: http:\/\/127\.0\.0\.1:9\/leads/);
    expect(report).toMatch(/RECAPTCHA_MIN_SCORE\s+default: 0\.5/);
    expect(report).not.toMatch(/warning/);
  });

  it('warns when the build has a captcha and the server no secret, and when sessions will not survive a restart', () => {
    const report = settingsReport({}, { captcha: true });
    expect(report).toContainEqual(expect.stringMatching(/^warning: .*captcha.*RECAPTCHA_SECRET is not set/));
    expect(report).toContainEqual(expect.stringMatching(/^warning: SESSION_SECRET is not set/));
    expect(settingsReport({ SESSION_SECRET: 'x' }, { captcha: false }).some((line) => line.startsWith('warning'))).toBe(false);
  });

  it('warns when the embedded API is switched off', () => {
    expect(settingsReport({ SESSION_SECRET: 'x', EMBEDDED_API: 'off' }, { captcha: false })).toContainEqual(
      expect.stringMatching(/^warning: EMBEDDED_API=off/),
    );
  });
});

describe('the documentation of the settings', () => {
  const { readFileSync } = jest.requireActual<typeof import('node:fs')>('node:fs');
  const readme = readFileSync(`${__dirname}/../README.md`, 'utf8');
  const example = readFileSync(`${__dirname}/../.env.example`, 'utf8');

  it.each(settings.map((setting) => [setting.name, setting]))('README and .env.example list %s with its default', (name, setting) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${name}\` |`));
    expect(row).toBeDefined();
    if (setting.default) expect(row).toContain(`\`${setting.default}\``);
    expect(example).toMatch(new RegExp(`^${name}=${setting.secret ? '' : setting.default.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`, 'm'));
  });
});
