/**
 * reach-router's `pick` as Gatsby's find-path.js gets it (this plugin's webpack.ts points that
 * file's import here, option findPathPick). find-path asks `pick` which match path a URL belongs
 * to, handing it every match path of the build: the client-only routes of all 20 languages and the static pages below them.
 * `pick` ranks the whole list at each call, and a page's start calls it twice (the loader's lookup,
 * then the page's render): 1.5-4 ms each on this project's machine, four times that with the CPU
 * slowed as Lighthouse does. Every match path starts with its language prefix, and patterns of
 * different prefixes never overlap (compact-match-paths-loader.js relies on that too), so
 * only the URL's own language can match: only its routes are ranked, in their order, which gives
 * the same answer.
 */
import { pick as rankAndPick } from '@gatsbyjs/reach-router';

interface Route {
  path: string;
}

const literalFirstSegment = /^\/[^/:*]+\//;
const languagePrefix = /^\/[^/]+\//;

export function pick<R extends Route>(routes: R[], uri: string): ReturnType<typeof rankAndPick<R>> {
  const prefix = uri.match(languagePrefix)?.[0];
  // A route whose first segment is a pattern could match any language: then rank them all.
  const separable = prefix !== undefined && routes.every((route) => literalFirstSegment.test(route.path));
  return rankAndPick(separable ? routes.filter((route) => route.path.startsWith(prefix)) : routes, uri);
}
