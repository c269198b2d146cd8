import { compactMatchPaths } from './compact-match-paths-loader';

type Entry = { path: string; matchPath: string };
/** Runs the generated module and returns its default export. */
const evaluate = (code: string): Entry[] => new Function(code.replace('export default', 'return'))() as Entry[];

const perPrefix = (prefix: string): Entry[] => [
  { path: `/${prefix}/about/company/`, matchPath: `/${prefix}/about/company/` },
  { path: `/${prefix}/analysis/market-news/[...id]/`, matchPath: `/${prefix}/analysis/market-news/*` },
  { path: `/${prefix}/trading/trading-[id]/`, matchPath: `/${prefix}/trading/:id` },
];

describe('compactMatchPaths', () => {
  it('gives back the same entries, in the same order within each prefix', () => {
    const entries = ['en', 'ar', 'zh-hant-tw'].flatMap(perPrefix);
    expect(evaluate(compactMatchPaths(entries))).toEqual(['en', 'ar', 'zh-hant-tw'].flatMap(perPrefix));
  });

  it('writes a list shared by several prefixes once', () => {
    const code = compactMatchPaths(['en', 'ar', 'de', 'fr'].flatMap(perPrefix));
    expect(code.match(/market-news\/\[\.\.\.id\]/g)).toHaveLength(1);
    expect(code.length).toBeLessThan(JSON.stringify(['en', 'ar', 'de', 'fr'].flatMap(perPrefix)).length / 2);
  });

  it('keeps prefixes with their own lists apart', () => {
    const entries = [...perPrefix('en'), { path: '/en/analysis/market-news/one/', matchPath: '/en/analysis/market-news/one/' }, ...perPrefix('ar')];
    expect(evaluate(compactMatchPaths(entries))).toEqual(entries);
  });

  it('leaves a list alone whose patterns could span prefixes', () => {
    const entries = [{ path: '/[...]/', matchPath: '/*' }, ...perPrefix('en')];
    expect(compactMatchPaths(entries)).toBe(`export default ${JSON.stringify(entries)};`);
    expect(evaluate(compactMatchPaths([]))).toEqual([]);
  });
});
