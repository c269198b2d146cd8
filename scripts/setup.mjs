// Installs what the site's commands need on a fresh machine, and nothing twice:
// the npm packages (npm ci, when node_modules is missing or older than the lock file) and,
// with --browser, Debian's Chromium for the browser tests (Playwright cannot download one here).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });
const installed = 'node_modules/.package-lock.json';

if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  console.log('setup: installing npm packages (npm ci)');
  run('npm ci --no-audit --no-fund');
}

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.argv.includes('--browser') && !existsSync(chromium)) {
  if (process.getuid?.() !== 0) {
    console.error(`setup: ${chromium} is missing; install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`);
    process.exit(1);
  }
  console.log("setup: installing Debian's Chromium and fonts for every script the site shows");
  run('apt-get update -qq');
  run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core fonts-noto-cjk > /dev/null');
}
