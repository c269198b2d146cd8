import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { recordFailedScriptsInline } from '../lib/chunk-reload';
import { pageStructuredData, type PageDataResult } from '../../gatsby/page-text/page-structured-data';
import { serializeForScript } from '../lib/prebuilt';

export { wrapPageElement, wrapRootElement } from './wrappers';

/**
 * Records scripts that fail before the app's own code runs (see chunk-reload.ts), and writes
 * the page's structured data (gatsby/page-text/page-structured-data.ts) into its head: built
 * here, none of its code reaches the browser.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, loadPageDataSync, setHeadComponents }) => {
  const pageData = loadPageDataSync(pathname) as { result?: PageDataResult } | null;
  setHeadComponents([
    <script key="chunk-failures" dangerouslySetInnerHTML={{ __html: recordFailedScriptsInline }} />,
    ...(pageData?.result ? pageStructuredData(pageData.result) : []).map((block, index) => (
      <script key={`json-ld-${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(block) }} />
    )),
  ]);
};
