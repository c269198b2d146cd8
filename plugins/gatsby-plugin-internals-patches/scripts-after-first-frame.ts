/**
 * Every page's own scripts (webpack's runtime, React, the app chunk) start to load after the
 * browser's first frame, not with the HTML.
 *
 * Gatsby writes them as `<script async>` at the end of the body, so the preload scanner fetched
 * them at once and V8 parsed and compiled them on two background threads exactly while the main
 * thread laid out the first screen: on this 2-core machine that layout then ran off the core for
 * half of its time (docs/performance.md, Main-thread work on load). The server-rendered page is whole without
 * them; links are plain links until the page hydrates. A page loading out of sight (a background
 * tab, a prerender) draws no frame and loads them at once.
 *
 * Gatsby 5 renders those tags once, into its scripts slice (`_gatsby-scripts-1.html`, written when
 * the browser build is done) and stitches that slice into every page; this plugin rewrites the
 * slice right after Gatsby writes it.
 *
 * With slices, Gatsby writes nothing for the page's template (its chunk group): the browser asked
 * for it only once the app had started and the page data had arrived, one more round trip before
 * the page could hydrate, and its script tags were made in the task that answers the page data.
 * Each page lists those scripts on its body (`templateScripts`, from the SSR hook), and the same
 * loader appends them after the app's own.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** Space-separated script URLs: on the loader's own element (every page's) and on the body (the page template's). */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';

/**
 * Runs where Gatsby's script tags were: a frame later (its paint included), appends the scripts
 * its element lists, then those the body lists, in order.
 */
export const loadScriptsAfterFirstFrameInline =
  `(function(s){var l=function(){var b=document.body;` +
  `(s.getAttribute('${SCRIPTS_ATTRIBUTE}')+' '+(b.getAttribute('${SCRIPTS_ATTRIBUTE}')||'')).split(' ').forEach(function(u){` +
  `if(u){var e=document.createElement('script');e.src=u;b.appendChild(e)}})};` +
  `document.visibilityState==='hidden'?l():requestAnimationFrame(function(){setTimeout(l)})})(document.currentScript)`;

/** What Gatsby's webpack stats (public/webpack.stats.json) say of the chunk groups. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

/**
 * The scripts of a page template's chunk group that the app's own group does not load already,
 * as URLs; none for a template the stats do not know.
 */
export function templateScripts(stats: WebpackStats, componentChunkName: string): string[] {
  const appAssets = new Set(stats.namedChunkGroups.app?.assets.map((asset) => asset.name));
  return (stats.namedChunkGroups[componentChunkName]?.assets ?? [])
    .map((asset) => asset.name)
    .filter((name) => name.endsWith('.js') && !appAssets.has(name))
    .map((name) => `/${name}`);
}

const asyncScriptTags = /<script src="([^"]+)" async><\/script>/g;

/**
 * Gatsby's scripts slice with its `<script src async>` tags replaced by the loader, which lists
 * their URLs in order; the rest (the chunk map, the build's hash) stays as it is. Throws when the
 * slice holds no such tags: Gatsby changed how it writes them, and this would silently do nothing.
 */
export function loadScriptsAfterFirstFrame(sliceHtml: string): string {
  const scripts = [...sliceHtml.matchAll(asyncScriptTags)].map(([, src]) => src);
  if (scripts.length === 0)
    throw new Error(`scripts-after-first-frame: no <script src async> tags in Gatsby's scripts slice:\n${sliceHtml}`);
  const loader = `<script ${SCRIPTS_ATTRIBUTE}="${scripts.join(' ')}">${loadScriptsAfterFirstFrameInline}</script>`;
  const firstTag = sliceHtml.search(asyncScriptTags);
  return sliceHtml.slice(0, firstTag) + loader + sliceHtml.slice(firstTag).replace(asyncScriptTags, '');
}

const scriptsSliceFile = path.join('public', '_gatsby', 'slices', '_gatsby-scripts-1.html');
/** The slice as Gatsby last wrote it, before the rewrite. */
const gatsbysSliceFile = path.join('.cache', 'internals-patches', '_gatsby-scripts-1.html');

/**
 * Rewrites the scripts slice once the browser build is done, after Gatsby's own hook wrote it.
 * Before that hook, the slice is put back as Gatsby last wrote it: Gatsby compares its slice with
 * the file (ensureFileContent) and, on any difference, stitches the slice into every page again,
 * reading each page's HTML (16 s at 22,000 pages in a build that changed nothing).
 */
export class ScriptsAfterFirstFramePlugin {
  apply(compiler: Compiler): void {
    const name = ScriptsAfterFirstFramePlugin.name;
    compiler.hooks.done.tap({ name, stage: -100 }, () => {
      if (existsSync(gatsbysSliceFile) && existsSync(scriptsSliceFile)) writeFileSync(scriptsSliceFile, readFileSync(gatsbysSliceFile));
    });
    compiler.hooks.done.tap({ name, stage: 100 }, () => {
      const sliceHtml = readFileSync(scriptsSliceFile, 'utf8');
      if (sliceHtml.includes(SCRIPTS_ATTRIBUTE)) return;
      mkdirSync(path.dirname(gatsbysSliceFile), { recursive: true });
      writeFileSync(gatsbysSliceFile, sliceHtml);
      writeFileSync(scriptsSliceFile, loadScriptsAfterFirstFrame(sliceHtml));
    });
  }
}
