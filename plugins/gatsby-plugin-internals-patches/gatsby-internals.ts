/**
 * Checks, when the build starts, that every Gatsby file a patch that is on relies on is there and
 * still holds the text the patch needs (patches.ts lists them). After an upgrade of Gatsby a patch
 * would otherwise do nothing, silently, or break the build somewhere far from its cause.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isOn, PATCHES, RELIES_ON, type PatchOptions } from './patches';

/** What is wrong with the installed Gatsby for the patches that are on; empty when nothing is. */
export function gatsbyInternalsProblems(options: PatchOptions | undefined, gatsbyDir = path.resolve('node_modules/gatsby')): string[] {
  const { version } = JSON.parse(readFileSync(path.join(gatsbyDir, 'package.json'), 'utf8')) as { version: string };
  const problems: string[] = [];
  for (const patch of PATCHES.filter((name) => isOn(options, name))) {
    for (const { file, text } of RELIES_ON[patch]) {
      const filePath = path.join(gatsbyDir, file);
      if (!existsSync(filePath)) problems.push(`${patch}: gatsby@${version} has no ${file}`);
      else if (!readFileSync(filePath, 'utf8').includes(text)) problems.push(`${patch}: gatsby@${version}'s ${file} no longer contains ${JSON.stringify(text)}`);
    }
  }
  if (isOn(options, 'templateScripts') && !isOn(options, 'scriptsAfterFirstFrame')) {
    problems.push('templateScripts: its script list is read by the loader of scriptsAfterFirstFrame, which is off');
  }
  return problems;
}

/** Throws, naming each patch, Gatsby's version and the file, when a patch's Gatsby file changed. */
export function checkGatsbyInternals(options: PatchOptions | undefined, gatsbyDir?: string): void {
  const problems = gatsbyInternalsProblems(options, gatsbyDir);
  if (problems.length > 0) {
    throw new Error(
      `gatsby-plugin-internals-patches: ${problems.length} patch(es) of Gatsby's internals no longer fit (docs/gatsby-patches.md says how to upgrade Gatsby: switch the patches off, upgrade, switch each back on):\n- ${problems.join('\n- ')}`,
    );
  }
}
