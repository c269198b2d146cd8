import { createHash } from 'node:crypto';
import { sources } from 'webpack';
import sourceMapAsCached from './source-map-as-cached-loader';

/** The map Babel gives a module on a cache miss: `file` is there, undefined (as @babel/generator writes it). */
const babelMap = () => ({
  version: 3,
  file: undefined,
  names: ['answer'],
  sourceRoot: undefined,
  sources: ['/site/src/a.ts'],
  sourcesContent: ['export const answer = 42;'],
  mappings: 'AAAA',
});
const code = 'export const answer = 42;\n';

/** What babel-loader's disk cache gives back on a hit: the map after a JSON round trip. */
const fromCache = (map: object) => JSON.parse(JSON.stringify(map));

/** Webpack's contextifySourceMap (NormalModule.js), which adds `file: "x"`, then the module's source hash. */
function moduleSourceHash(map: object): string {
  const hash = createHash('sha256');
  new sources.SourceMapSource(code, 'a.ts', { ...map, file: 'x', sourceRoot: undefined } as never).updateHash(hash);
  return hash.digest('hex');
}

function load(map: object | string | undefined) {
  let result: unknown[] = [];
  sourceMapAsCached.call({ callback: (...args: unknown[]) => (result = args) }, code, map, { meta: 1 });
  return result;
}

it('hands on the source map as a cache hit would: the same module hashes the same after a miss or a hit', () => {
  // Without the loader: the same code, other hashes (the cause).
  expect(moduleSourceHash(babelMap())).not.toBe(moduleSourceHash(fromCache(babelMap())));
  const [error, source, map, meta] = load(babelMap());
  expect([error, source, meta]).toEqual([null, code, { meta: 1 }]);
  expect(map).toEqual(fromCache(babelMap()));
  expect(moduleSourceHash(map as object)).toBe(moduleSourceHash(load(fromCache(babelMap()))[2] as object));
});

it('passes a module without a map, or with a map as text, as it is', () => {
  expect(load(undefined)[2]).toBeUndefined();
  expect(load('{"version":3}')[2]).toBe('{"version":3}');
});
