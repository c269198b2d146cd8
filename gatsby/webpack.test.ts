import path from 'node:path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { onCreateWebpackConfig } from './webpack';

interface Rule {
  test?: RegExp;
  resolve?: { alias?: Record<string, string> };
}

/** The module rules the site adds to Gatsby's webpack configuration in a stage. */
function siteRules(stage: string): Rule[] {
  const added: { module?: { rules?: Rule[] } }[] = [];
  const args = {
    stage,
    actions: { setWebpackConfig: (config: (typeof added)[number]) => added.push(config), replaceWebpackConfig: jest.fn() },
    plugins: { define: jest.fn() },
    getConfig: () => ({ plugins: [], optimization: {} }),
  } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig!(args, {} as never, () => undefined);
  return added.flatMap((config) => config.module?.rules ?? []);
}

/** Where a module at `file` gets `request` from, by the site's rules (undefined: webpack's default). */
const aliasFor = (rules: Rule[], file: string, request: string) =>
  rules.find((rule) => rule.test?.test(file) && rule.resolve?.alias?.[`${request}$`])?.resolve?.alias?.[`${request}$`];

it.each(['develop', 'build-javascript'])("gives Gatsby's find-path the site's pick in %s", (stage) => {
  const rules = siteRules(stage);
  expect(aliasFor(rules, '/site/.cache/find-path.js', '@gatsbyjs/reach-router')).toBe(path.resolve('src/runtime/match-path-pick.ts'));
  // Gatsby's other modules keep reach-router itself (its Router, Location, navigate).
  expect(aliasFor(rules, '/site/.cache/production-app.js', '@gatsbyjs/reach-router')).toBeUndefined();
  expect(aliasFor(rules, '/site/src/runtime/match-path-pick.ts', '@gatsbyjs/reach-router')).toBeUndefined();
});
