import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { recordFailedScriptsInline } from '../lib/chunk-reload';
import { registerSharedStrings } from 'gatsby-plugin-react-i18next/dist/sharedStrings';
import sharedStringsOfBuild from 'shared-strings-of-build';
import { recordEarlyTapsInline } from '../lib/early-taps';
import { defaultLocale, localeFromPath } from '../lib/locales';
import { NoScriptForms } from './no-script-forms';

// The server render has every shared strings file of the build (gatsby/shared-strings.ts).
for (const [url, strings] of Object.entries(sharedStringsOfBuild)) registerSharedStrings(url, strings);

export { wrapPageElement, wrapRootElement } from './wrappers';

/**
 * Records scripts that fail before the app's own code runs (see chunk-reload.ts) and taps on the
 * header's buttons before it has hydrated (early-taps.ts), and writes the forms those buttons
 * submit without JavaScript (no-script-forms.tsx), in the language of the page's path. Reads
 * nothing but the path: what a page shows comes from its page data.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents, setPostBodyComponents }) => {
  setPostBodyComponents([<NoScriptForms key="no-script-forms" locale={localeFromPath(pathname)?.code ?? defaultLocale} />]);
  setHeadComponents([
    <script key="chunk-failures" dangerouslySetInnerHTML={{ __html: recordFailedScriptsInline }} />,
    <script key="early-taps" dangerouslySetInnerHTML={{ __html: recordEarlyTapsInline }} />,
  ]);
};
