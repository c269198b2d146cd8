import type { Compiler, sources } from 'webpack';

const NAME = 'SourceMapsAsCached';

/** A JSON value with the keys of every object in one order (sorted), so equal maps are equal text. */
const sortedKeys = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sortedKeys)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([key, entry]) => [key, sortedKeys(entry)]),
        )
      : value;

/**
 * A module's source map in one form: its keys sorted. Webpack hashes a module's map with its code,
 * and Babel's disk cache (Gatsby's babel-loader) gives a map back with its keys in another order
 * than the transform made them (a JSON round trip drops Babel's undefined `file`, which webpack
 * then adds at the end): the same module built on a cache miss and on a hit had other hashes.
 */
export function sourceMapAsCached(
  source: sources.SourceMapSource,
  SourceMapSource: typeof sources.SourceMapSource,
): sources.SourceMapSource {
  const [value, name, map, original, innerMap, removeOriginal] = source.getArgsAsBuffers();
  const canonical = Buffer.from(JSON.stringify(sortedKeys(JSON.parse(map.toString('utf8')))));
  return new SourceMapSource(value, name, canonical, original, innerMap, removeOriginal);
}

interface BuiltModule {
  _source?: unknown;
}

/**
 * sourceMapsAsCached: every module's source map in one form as the module is built, before webpack
 * hashes it (NormalModule's beforeParse hook; `_source` is the loaders' result). Without it the
 * first build after a cold one, whose modules Babel's cache answers, saw a new renderer and
 * rendered every page's HTML again, or a new browser compilation and rewrote every page. A plugin,
 * not a loader: a loader would change every module's request, and so the module ids in the scripts.
 */
export class SourceMapsAsCachedPlugin {
  apply(compiler: Compiler): void {
    const { NormalModule, sources: webpackSources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      NormalModule.getCompilationHooks(compilation).beforeParse.tap(NAME, (module) => {
        const built = module as unknown as BuiltModule;
        if (!('_source' in built))
          throw new Error("sourceMapsAsCached: webpack's NormalModule no longer keeps the loaders' result in _source");
        if (built._source instanceof webpackSources.SourceMapSource)
          built._source = sourceMapAsCached(built._source, webpackSources.SourceMapSource);
      });
    });
  }
}
