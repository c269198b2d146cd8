import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type React from 'react';
import type { GatsbySSR } from 'gatsby';
import { SCRIPTS_ATTRIBUTE, templateScripts, type WebpackStats } from './scripts-after-first-frame';
import { isOn, type PatchOptions } from './patches';

let webpackStats: WebpackStats | null | undefined;

/** The browser build's chunk groups, written before pages are rendered; none in `gatsby develop`. */
function readWebpackStats(): WebpackStats | null {
  if (webpackStats === undefined) {
    const file = path.join(process.cwd(), 'public', 'webpack.stats.json');
    webpackStats = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as WebpackStats) : null;
  }
  return webpackStats;
}

/**
 * templateScripts: lists the page template's scripts on the body for the loader that appends the
 * page's scripts after its first frame (scripts-after-first-frame.ts).
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, loadPageDataSync, setBodyAttributes }, options) => {
  if (!isOn(options as PatchOptions, 'templateScripts')) return;
  const stats = readWebpackStats();
  const pageData = loadPageDataSync(pathname) as { componentChunkName?: string } | null;
  const scripts = stats && pageData?.componentChunkName ? templateScripts(stats, pageData.componentChunkName) : [];
  // A data attribute, which React's body props do not type.
  if (scripts.length > 0) setBodyAttributes({ [SCRIPTS_ATTRIBUTE]: scripts.join(' ') } as React.HTMLAttributes<HTMLBodyElement>);
};
