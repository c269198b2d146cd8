import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { recordFailedScriptsInline } from '../lib/chunk-reload';

export { wrapPageElement, wrapRootElement } from './wrappers';

/** Records scripts that fail before the app's own code runs (see chunk-reload.ts). */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<script key="chunk-failures" dangerouslySetInnerHTML={{ __html: recordFailedScriptsInline }} />]);
};
