// Installs what the site's commands need on a fresh machine, and nothing twice:
// the npm packages (npm ci, when node_modules is missing or older than the lock file), a
// supported Node where the machine's own is older (scripts/node-runtime.mjs) and,
// with --browser, Debian's Chromium headless shell (scripts/browsers.mjs) and fonts, and
// Debian's nginx (npm run serve:nginx and its browser tests; --nginx: nginx alone).
import { execSync } from 'node:child_process';
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headlessShell } from './browsers.mjs';
import { ensureSupportedNode } from './node-runtime.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });
const installed = 'node_modules/.package-lock.json';
const noServiceStart = join(tmpdir(), 'setup-policy-rc.sh');

if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  console.log('setup: installing npm packages (npm ci)');
  run('npm ci --no-audit --no-fund');
}
// After npm ci, which empties node_modules/.bin.
const runtime = ensureSupportedNode();
if (runtime) console.log(runtime);

// --browser: the headless shell of the browser tests, the accessibility gate and Lighthouse,
// and nginx for the browser tests against it; --nginx: nginx alone (npm run serve:nginx).
const nginx = { path: '/usr/sbin/nginx', debianPackage: 'nginx' };
const wanted = [
  ...(process.argv.includes('--browser') ? [headlessShell, nginx] : []),
  ...(process.argv.includes('--nginx') ? [nginx] : []),
];
const missing = [...new Set(wanted)].filter(({ path }) => !existsSync(path));
if (missing.length) {
  const packages = missing.map(({ debianPackage }) => debianPackage);
  if (process.getuid?.() !== 0) {
    console.error(
      `setup: ${missing.map(({ path }) => path).join(', ')} missing; install Debian's ${packages.join(' ')} (apt-get install) or set the browser's path (scripts/browsers.mjs)`,
    );
    process.exit(1);
  }
  const fonts = missing.includes(headlessShell) ? ' fonts-noto-core fonts-noto-cjk' : '';
  console.log(`setup: installing Debian's ${packages.join(', ')}${fonts ? ' and fonts for every script the site shows' : ''}`);
  run('apt-get update -qq');
  // POLICYRCD: the package must not start nginx as a system service (serve:nginx runs its own).
  writeFileSync(noServiceStart, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  run(`POLICYRCD=${noServiceStart} DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}${fonts} > /dev/null`);
  rmSync(noServiceStart);
}
