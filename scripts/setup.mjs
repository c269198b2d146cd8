// Installs what the site's commands need on a fresh machine, and nothing twice:
// the npm packages (npm ci, when node_modules is missing or older than the lock file) and,
// with --browser, Debian's Chromium headless shell (scripts/browsers.mjs) and fonts.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { headlessShell } from './browsers.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });
const installed = 'node_modules/.package-lock.json';

if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  console.log('setup: installing npm packages (npm ci)');
  run('npm ci --no-audit --no-fund');
}

// --browser: the headless shell of the browser tests, the accessibility gate and Lighthouse.
if (process.argv.includes('--browser') && !existsSync(headlessShell.path)) {
  const { path, debianPackage } = headlessShell;
  if (process.getuid?.() !== 0) {
    console.error(`setup: ${path} missing; install Debian's ${debianPackage} (apt-get install ${debianPackage}) or set its path (scripts/browsers.mjs)`);
    process.exit(1);
  }
  console.log(`setup: installing Debian's ${debianPackage} and fonts for every script the site shows`);
  run('apt-get update -qq');
  run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${debianPackage} fonts-noto-core fonts-noto-cjk > /dev/null`);
}
