import type { HTMLAttributes } from 'react';
import type { GatsbySSR } from 'gatsby';
import webpackStatsOfBuild from 'webpack-stats-of-build';
import { SCRIPTS_ATTRIBUTE, templateScripts } from './scripts-after-first-frame';
import { isOn, type PatchOptions } from './patches';
import { withoutPagePathScript } from './page-path-script';

/**
 * templateScripts: lists the page template's scripts on the body for the loader that appends the
 * page's scripts after its first frame (scripts-after-first-frame.ts). The browser build's chunk
 * groups (Gatsby's public/webpack.stats.json, written before the server render is built) are
 * bundled into the server render (webpack.ts), which reads no file; none in `gatsby develop`.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, loadPageDataSync, setBodyAttributes }, options) => {
  const { namedChunkGroups } = webpackStatsOfBuild;
  if (!isOn(options as PatchOptions, 'templateScripts') || !namedChunkGroups) return;
  const pageData = loadPageDataSync(pathname) as { componentChunkName?: string } | null;
  const scripts = pageData?.componentChunkName ? templateScripts({ namedChunkGroups }, pageData.componentChunkName) : [];
  // A data attribute, which React's body props do not type.
  if (scripts.length > 0) setBodyAttributes({ [SCRIPTS_ATTRIBUTE]: scripts.join(' ') } as HTMLAttributes<HTMLBodyElement>);
};

/**
 * pagePathScriptOut: Gatsby writes `window.pagePath="/…/"` into every page, the one inline script
 * that differs from page to page (a CSP hash per page otherwise). Its only reader makes the app
 * navigate to that path when the URL differs and is not a client-only one: a prefix's 404 page,
 * served for an unknown URL, would replace the visitor's URL with `/{prefix}/404/`. Left out as
 * the page renders, so no built file is rewritten for it.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }, options) => {
  if (isOn(options as PatchOptions, 'pagePathScriptOut')) replacePostBodyComponents(withoutPagePathScript(getPostBodyComponents()));
};
