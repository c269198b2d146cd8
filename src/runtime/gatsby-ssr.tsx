import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { recordFailedScriptsInline } from '../lib/chunk-reload';
import { recordEarlyTapsInline } from '../lib/early-taps';
import { pageStructuredData, type PageDataResult } from '../../gatsby/page-text/page-structured-data';
import { serializeForScript } from '../lib/prebuilt';
import { registerSharedStrings } from 'gatsby-plugin-react-i18next/dist/sharedStrings';
import sharedStringsOfBuild from 'shared-strings-of-build';
import type { PageContext } from '../lib/page-context';
import { defaultLocale } from '../lib/locales';
import { NoScriptForms } from './no-script-forms';

// The server render has every shared strings file of the build (gatsby/shared-strings.ts).
for (const [url, strings] of Object.entries(sharedStringsOfBuild)) registerSharedStrings(url, strings);

export { wrapPageElement, wrapRootElement } from './wrappers';

/**
 * Records scripts that fail before the app's own code runs (see chunk-reload.ts) and taps on the
 * header's buttons before it has hydrated (early-taps.ts), preloads the language's shared strings
 * (the app waits for them before it hydrates: gatsby-browser.tsx), writes the forms those buttons
 * submit without JavaScript (no-script-forms.tsx), and writes the page's structured data
 * (gatsby/page-text/page-structured-data.ts) into its head: built here, none of its code reaches
 * the browser.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, loadPageDataSync, setHeadComponents, setPostBodyComponents }) => {
  const pageData = loadPageDataSync(pathname) as { result?: PageDataResult } | null;
  const pageContext = pageData?.result?.pageContext as Partial<PageContext> | undefined;
  const sharedStrings = pageContext?.i18n?.sharedStrings;
  // The header's buttons before the page's code has run, and without it (src/lib/early-taps.ts).
  setPostBodyComponents([<NoScriptForms key="no-script-forms" locale={pageContext?.locale ?? defaultLocale} />]);
  setHeadComponents([
    <script key="chunk-failures" dangerouslySetInnerHTML={{ __html: recordFailedScriptsInline }} />,
    <script key="early-taps" dangerouslySetInnerHTML={{ __html: recordEarlyTapsInline }} />,
    sharedStrings && (
      <link key="shared-strings" rel="preload" as="fetch" href={sharedStrings} crossOrigin="anonymous" data-shared-strings="" />
    ),
    ...(pageData?.result ? pageStructuredData(pageData.result) : []).map((block, index) => (
      <script key={`json-ld-${index}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(block) }} />
    )),
  ]);
};
