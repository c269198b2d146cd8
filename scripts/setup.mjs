// Installs what the site's commands need on a fresh machine, and nothing twice:
// the npm packages (npm ci, when node_modules is missing or older than the lock file) and,
// with --browser or --chromium, Debian's browsers (scripts/browsers.mjs) and fonts.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { chromium, headlessShell } from './browsers.mjs';

const run = (command) => execSync(command, { stdio: 'inherit' });
const installed = 'node_modules/.package-lock.json';

if (!existsSync(installed) || statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs) {
  console.log('setup: installing npm packages (npm ci)');
  run('npm ci --no-audit --no-fund');
}

// --browser: the browser tests' headless shell; --chromium: the full browser Lighthouse measures with.
const wanted = [process.argv.includes('--browser') && headlessShell, process.argv.includes('--chromium') && chromium];
const missing = wanted.filter((browser) => browser && !existsSync(browser.path));
if (missing.length) {
  const packages = missing.map((browser) => browser.debianPackage).join(' ');
  if (process.getuid?.() !== 0) {
    console.error(`setup: ${missing.map((browser) => browser.path).join(', ')} missing; install Debian's ${packages} (apt-get install ${packages}) or set its path (scripts/browsers.mjs)`);
    process.exit(1);
  }
  console.log(`setup: installing Debian's ${packages} and fonts for every script the site shows`);
  run('apt-get update -qq');
  run(`DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages} fonts-noto-core fonts-noto-cjk > /dev/null`);
}
