import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { patchWebpackConfig } from './webpack';
import type { PatchOptions } from './patches';

interface Rule {
  test?: RegExp;
  resolve?: { alias?: Record<string, string> };
}

class MiniCssExtractPlugin {
  options = { ignoreOrder: false };
}

/** Gatsby's configuration as far as the patches read it. */
const gatsbyConfig = () => ({
  plugins: [new MiniCssExtractPlugin()],
  optimization: { splitChunks: { cacheGroups: { commons: { chunks: 'all' }, shared: { name: () => 'hash' }, styles: { test: () => true } } } },
});

/** What the patches add to, and make of, Gatsby's webpack configuration in a stage. */
function patched(stage: string, options: PatchOptions = {}, config: object = gatsbyConfig()) {
  const added: { module?: { rules?: Rule[] } }[] = [];
  const replaced: ReturnType<typeof gatsbyConfig>[] = [];
  const args = {
    stage,
    actions: { setWebpackConfig: (part: (typeof added)[number]) => added.push(part), replaceWebpackConfig: (whole: never) => replaced.push(whole) },
    getConfig: () => config,
  } as unknown as CreateWebpackConfigArgs;
  patchWebpackConfig(args, options);
  return { rules: added.flatMap((part) => part.module?.rules ?? []), config: replaced.at(-1) };
}

/** Where a module at `file` gets `request` from, by the added rules (undefined: webpack's default). */
const aliasFor = (rules: Rule[], file: string, request: string) =>
  rules.find((rule) => rule.test?.test(file) && rule.resolve?.alias?.[`${request}$`])?.resolve?.alias?.[`${request}$`];

it.each(['develop', 'build-javascript'])("gives Gatsby's find-path the plugin's pick in %s", (stage) => {
  const { rules } = patched(stage);
  expect(aliasFor(rules, '/site/.cache/find-path.js', '@gatsbyjs/reach-router')).toBe(path.resolve('plugins/gatsby-plugin-internals-patches/match-path-pick.ts'));
  // Gatsby's other modules keep reach-router itself (its Router, Location, navigate).
  expect(aliasFor(rules, '/site/.cache/production-app.js', '@gatsbyjs/reach-router')).toBeUndefined();
  expect(aliasFor(patched(stage, { findPathPick: false }).rules, '/site/.cache/find-path.js', '@gatsbyjs/reach-router')).toBeUndefined();
});

it("changes Gatsby's split chunks and CSS extraction in the browser build, each by its option", () => {
  const { config } = patched('build-javascript');
  expect(config?.optimization.splitChunks.cacheGroups.commons.chunks).toBe('initial');
  expect(config?.optimization.splitChunks.cacheGroups.shared.name).toBe(false);
  expect(config?.plugins[0].options.ignoreOrder).toBe(true);
  const off = patched('build-javascript', { commonsInitialOnly: false, unnamedSharedChunks: false, cssOrderWarningsOff: false }).config;
  expect(off?.optimization.splitChunks.cacheGroups.commons.chunks).toBe('all');
  expect(typeof off?.optimization.splitChunks.cacheGroups.shared.name).toBe('function');
  expect(off?.plugins[0].options.ignoreOrder).toBe(false);
});

it("fails loudly when Gatsby's configuration lacks what a patch changes", () => {
  const withoutCommons = gatsbyConfig();
  delete (withoutCommons.optimization.splitChunks.cacheGroups as { commons?: unknown }).commons;
  expect(() => patched('build-javascript', { lazyDialogStyles: false }, withoutCommons)).toThrow('commonsInitialOnly');
  expect(() => patched('build-javascript', { lazyDialogStyles: false }, { plugins: [], optimization: {} })).toThrow('cssOrderWarningsOff');
});
