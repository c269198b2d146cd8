import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { matchPathCovers, patchWebpackConfig, staticPagesUnderClientOnlyPages } from './webpack';
import type { PatchOptions } from './patches';
import { ChildCompilationsOutOfHashPlugin } from './compilation-hash';
import { SourceMapsAsCachedPlugin } from './source-maps-as-cached';

interface Rule {
  test?: RegExp;
  enforce?: string;
  use?: string[];
  resolve?: { alias?: Record<string, string> };
}

class MiniCssExtractPlugin {
  options = { ignoreOrder: false };
}

/** Gatsby's configuration as far as the patches read it. */
const gatsbyConfig = () => ({
  plugins: [new MiniCssExtractPlugin()],
  optimization: {
    splitChunks: { cacheGroups: { commons: { chunks: 'all' }, shared: { name: () => 'hash' }, styles: { test: () => true } } },
  },
});

const dynamic = '/site/src/templates/dynamic.tsx';
/** A client-only page, a prebuilt page of its template under it, and a page of another template under it. */
const pages = [
  { path: '/en/analysis/market-news/', matchPath: '/en/analysis/market-news/*', component: dynamic },
  { path: '/en/analysis/market-news/2026/11/fed-holds-rates/', component: dynamic },
  { path: '/en/analysis/market-news/weekly/', component: '/site/src/templates/route.tsx' },
  { path: '/en/trading/forex/', component: '/site/src/templates/route.tsx' },
];

/** What the patches add to, and make of, Gatsby's webpack configuration in a stage. */
function patched(stage: string, options: PatchOptions = {}, config: object = gatsbyConfig()) {
  const added: { module?: { rules?: Rule[] }; plugins?: object[] }[] = [];
  const replaced: ReturnType<typeof gatsbyConfig>[] = [];
  const args = {
    stage,
    actions: {
      setWebpackConfig: (part: (typeof added)[number]) => added.push(part),
      replaceWebpackConfig: (whole: never) => replaced.push(whole),
    },
    getConfig: () => config,
    getNodesByType: () => pages,
  } as unknown as CreateWebpackConfigArgs;
  patchWebpackConfig(args, options);
  return {
    rules: added.flatMap((part) => part.module?.rules ?? []),
    plugins: added.flatMap((part) => part.plugins ?? []),
    config: replaced.at(-1),
  };
}

/** Where a module at `file` gets `request` from, by the added rules (undefined: webpack's default). */
const aliasFor = (rules: Rule[], file: string, request: string) =>
  rules.find((rule) => rule.test?.test(file) && rule.resolve?.alias?.[`${request}$`])?.resolve?.alias?.[`${request}$`];

it.each(['develop', 'build-javascript'])("gives Gatsby's find-path the plugin's pick in %s", (stage) => {
  const { rules } = patched(stage);
  expect(aliasFor(rules, '/site/.cache/find-path.js', '@gatsbyjs/reach-router')).toBe(
    path.resolve('plugins/gatsby-plugin-internals-patches/match-path-pick.ts'),
  );
  // Gatsby's other modules keep reach-router itself (its Router, Location, navigate).
  expect(aliasFor(rules, '/site/.cache/production-app.js', '@gatsbyjs/reach-router')).toBeUndefined();
  expect(aliasFor(patched(stage, { off: ['findPathPick'] }).rules, '/site/.cache/find-path.js', '@gatsbyjs/reach-router')).toBeUndefined();
});

it("changes Gatsby's split chunks and CSS extraction in the browser build, each by its option", () => {
  const { config } = patched('build-javascript');
  expect(config?.optimization.splitChunks.cacheGroups.commons.chunks).toBe('initial');
  expect(config?.optimization.splitChunks.cacheGroups.shared.name).toBe(false);
  expect(config?.plugins[0].options.ignoreOrder).toBe(true);
  const off = patched('build-javascript', { off: ['commonsInitialOnly', 'unnamedSharedChunks', 'cssOrderWarningsOff'] }).config;
  expect(off?.optimization.splitChunks.cacheGroups.commons.chunks).toBe('all');
  expect(typeof off?.optimization.splitChunks.cacheGroups.shared.name).toBe('function');
  expect(off?.plugins[0].options.ignoreOrder).toBe(false);
});

it("fails loudly when Gatsby's configuration lacks what a patch changes", () => {
  const withoutCommons = gatsbyConfig();
  delete (withoutCommons.optimization.splitChunks.cacheGroups as { commons?: unknown }).commons;
  expect(() => patched('build-javascript', { off: ['lazyDialogStyles'] }, withoutCommons)).toThrow('commonsInitialOnly');
  expect(() => patched('build-javascript', { off: ['lazyDialogStyles'] }, { plugins: [], optimization: {} })).toThrow(
    'cssOrderWarningsOff',
  );
});

describe('prebuiltOutOfMatchPaths', () => {
  it('leaves out the static pages that a client-only page of their own template answers', () => {
    expect(staticPagesUnderClientOnlyPages(pages)).toEqual(['/en/analysis/market-news/2026/11/fed-holds-rates/']);
    const rule = patched('build-javascript').rules.find(
      (entry) => entry.test?.test('/site/.cache/$virtual/match-paths.json') && 'use' in entry,
    );
    expect(JSON.stringify(rule)).toContain('fed-holds-rates');
    expect(JSON.stringify(patched('build-javascript', { off: ['prebuiltOutOfMatchPaths'] }).rules)).not.toContain('fed-holds-rates');
  });

  it('reads match paths as Gatsby writes them: a trailing wildcard, named segments, literal segments', () => {
    expect(matchPathCovers('/en/analysis/market-news/*', '/en/analysis/market-news/a/b/')).toBe(true);
    expect(matchPathCovers('/en/analysis/market-news/*', '/ar/analysis/market-news/a/')).toBe(false);
    expect(matchPathCovers('/en/academy/register-:id', '/en/academy/register-x/')).toBe(false);
    expect(matchPathCovers('/en/x/:id', '/en/x/42/')).toBe(true);
    expect(matchPathCovers('/en/x/:id', '/en/x/42/43/')).toBe(false);
  });
});

it.each([
  ['build-javascript', true],
  ['build-html', true],
  ['develop', false],
])('sourceMapsAsCached: %s builds its modules with source maps in one form: %s', (stage, expected) => {
  const has = (options?: PatchOptions) => patched(stage, options).plugins.some((plugin) => plugin instanceof SourceMapsAsCachedPlugin);
  expect(has()).toBe(expected);
  expect(has({ off: ['sourceMapsAsCached'] })).toBe(false);
});

it('childCompilationsOutOfHash: the browser build hashes its compilation without the child compilations', () => {
  const has = (stage: string, options?: PatchOptions) =>
    patched(stage, options).plugins.some((plugin) => plugin instanceof ChildCompilationsOutOfHashPlugin);
  expect(has('build-javascript')).toBe(true);
  expect(has('build-html')).toBe(false);
  expect(has('build-javascript', { off: ['childCompilationsOutOfHash'] })).toBe(false);
});
