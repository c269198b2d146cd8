import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { recordFailedScriptsInline } from '../lib/chunk-reload';
import { registerSharedStrings } from 'gatsby-plugin-react-i18next/dist/sharedStrings';
import sharedStringsOfBuild from 'shared-strings-of-build';

// The server render has every shared strings file of the build (gatsby/shared-strings.ts).
for (const [url, strings] of Object.entries(sharedStringsOfBuild)) registerSharedStrings(url, strings);

export { wrapPageElement, wrapRootElement } from './wrappers';

/** Records scripts that fail before the app's own code runs (see chunk-reload.ts). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="chunk-failures" dangerouslySetInnerHTML={{ __html: recordFailedScriptsInline }} />]);
};
