/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack, { sources } from 'webpack';
import { sourceMapAsCached, SourceMapsAsCachedPlugin } from './source-maps-as-cached';

const code = 'export const answer = 42;\n';
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
/** What babel-loader's disk cache gives back on a hit: the map after a JSON round trip. */
const fromCache = (map: object) => JSON.parse(JSON.stringify(map));
/** The module's source as webpack makes it (NormalModule's contextifySourceMap adds `file: "x"`). */
const moduleSource = (map: object) => new sources.SourceMapSource(code, 'a.ts', { ...map, file: 'x', sourceRoot: undefined } as never);
const hashOf = (source: sources.Source) => {
  const hash = createHash('sha256');
  source.updateHash(hash);
  return hash.digest('hex');
};

it('gives the same module the same hash whether Babel’s cache missed or hit', () => {
  const miss = moduleSource(babelMap());
  const hit = moduleSource(fromCache(babelMap()));
  // Without it: the same code, other hashes (the cause).
  expect(hashOf(miss)).not.toBe(hashOf(hit));
  const [fromMiss, fromHit] = [miss, hit].map((source) => sourceMapAsCached(source, sources.SourceMapSource));
  expect(hashOf(fromMiss)).toBe(hashOf(fromHit));
  // Code and map unchanged but for the order of the keys.
  expect(fromMiss.source()).toBe(code);
  expect(fromMiss.map()).toEqual(miss.map());
});

/** A production build of one module through babel-loader with its disk cache in `cacheDir` (no webpack cache); resolves with the compilation's hash. */
function babelBuild(dir: string, cacheDir: string, plugins: webpack.WebpackPluginInstance[]): Promise<string> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: path.join(dir, 'out'), filename: '[name]-[contenthash].js' },
    module: {
      rules: [
        {
          test: /\.js$/,
          use: [{ loader: require.resolve('babel-loader'), options: { cacheDirectory: cacheDir, babelrc: false, configFile: false } }],
        },
      ],
    },
    plugins,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) =>
      error || !stats || stats.hasErrors()
        ? reject(error ?? new Error(stats?.toString()))
        : compiler.close(() => resolve(stats.hash as string)),
    ),
  );
}

it('in a build: the compilation hashes the same after Babel’s cache missed (a cold build) and after it hit', async () => {
  const hashes = async (plugins: () => webpack.WebpackPluginInstance[]) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'source-maps-as-cached-'));
    writeFileSync(path.join(dir, 'entry.js'), 'globalThis.answer = () => 42;\n');
    const cacheDir = path.join(dir, 'babel-cache');
    return [await babelBuild(dir, cacheDir, plugins()), await babelBuild(dir, cacheDir, plugins())];
  };
  const [missed, hit] = await hashes(() => []);
  expect(hit).not.toBe(missed);
  const [missedWith, hitWith] = await hashes(() => [new SourceMapsAsCachedPlugin()]);
  expect(hitWith).toBe(missedWith);
}, 60_000);
