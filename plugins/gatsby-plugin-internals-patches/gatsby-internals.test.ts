import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkGatsbyInternals, gatsbyInternalsProblems } from './gatsby-internals';
import { PATCHES, RELIES_ON } from './patches';

const installed = path.resolve('node_modules/gatsby');
const { version } = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8')) as { version: string };

/** A copy of the installed Gatsby's files the patches read, to change one of them. */
function gatsbyCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gatsby-internals-'));
  cpSync(path.join(installed, 'package.json'), path.join(dir, 'package.json'));
  for (const { file } of Object.values(RELIES_ON).flat()) cpSync(path.join(installed, file), path.join(dir, file), { recursive: true });
  return dir;
}

it('finds every file and text the patches rely on in the installed Gatsby', () => {
  expect(gatsbyInternalsProblems({})).toEqual([]);
});

it('fails loudly, naming the patch, the Gatsby version and the file, when a file changed or went', () => {
  const dir = gatsbyCopy();
  try {
    const findPath = path.join(dir, 'cache-dir/find-path.js');
    writeFileSync(findPath, readFileSync(findPath, 'utf8').replace('@gatsbyjs/reach-router', '@gatsbyjs/router'));
    rmSync(path.join(dir, 'cache-dir/production-app.js'));
    expect(() => checkGatsbyInternals({}, dir)).toThrow(`findPathPick: gatsby@${version}'s cache-dir/find-path.js no longer contains`);
    expect(() => checkGatsbyInternals({}, dir)).toThrow(`hydrateInTransition: gatsby@${version} has no cache-dir/production-app.js`);
    // A patch switched off is not checked.
    const allOff = { off: PATCHES };
    expect(() => checkGatsbyInternals(allOff, dir)).not.toThrow();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('refuses the template scripts without the loader that appends them', () => {
  expect(gatsbyInternalsProblems({ off: ['scriptsAfterFirstFrame'] })).toEqual([expect.stringContaining('templateScripts')]);
});
