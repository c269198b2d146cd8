import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { recordFailedScriptsInline } from '../lib/chunk-reload';
import { SCRIPTS_ATTRIBUTE, templateScripts, type WebpackStats } from '../../gatsby/scripts-after-first-frame';
import { pageStructuredData, type PageDataResult } from '../../gatsby/page-text/page-structured-data';
import { serializeForScript } from '../lib/prebuilt';

export { wrapPageElement, wrapRootElement } from './wrappers';

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
 * Records scripts that fail before the app's own code runs (see chunk-reload.ts), lists the
 * page template's scripts on the body for the loader that appends the page's scripts after its
 * first frame (gatsby/scripts-after-first-frame.ts), and writes the page's structured data
 * (gatsby/page-text/page-structured-data.ts) into its head: built here, none of its code
 * reaches the browser.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, loadPageDataSync, setHeadComponents, setBodyAttributes }) => {
  const pageData = loadPageDataSync(pathname) as { componentChunkName?: string; result?: PageDataResult } | null;
  setHeadComponents([
    <script key="chunk-failures" dangerouslySetInnerHTML={{ __html: recordFailedScriptsInline }} />,
    ...(pageData?.result ? pageStructuredData(pageData.result) : []).map((block, index) => (
      <script key={`json-ld-${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(block) }} />
    )),
  ]);
  const stats = readWebpackStats();
  const scripts = stats && pageData?.componentChunkName ? templateScripts(stats, pageData.componentChunkName) : [];
  // A data attribute, which React's body props do not type.
  if (scripts.length > 0) setBodyAttributes({ [SCRIPTS_ATTRIBUTE]: scripts.join(' ') } as React.HTMLAttributes<HTMLBodyElement>);
};
