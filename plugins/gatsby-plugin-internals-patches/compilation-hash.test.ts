/**
 * @jest-environment node
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { ChildCompilationsOutOfHashPlugin } from './compilation-hash';

// Gatsby's CSS extraction plugin, the version Gatsby installs (it ships no types).
const MiniCssExtractPlugin = createRequire(__filename)('mini-css-extract-plugin') as {
  new (options: object): webpack.WebpackPluginInstance;
  loader: string;
};

/** A production build with a stylesheet extracted as Gatsby does, and webpack's cache in `cacheDir`; resolves with the hash and the number of child compilations. */
function build(dir: string, cacheDir: string, plugins: webpack.WebpackPluginInstance[]): Promise<{ hash: string; children: number }> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    output: { path: path.join(dir, 'out'), filename: '[name]-[contenthash].js' },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, createRequire(__filename).resolve('css-loader')] }] },
    plugins: [new MiniCssExtractPlugin({ filename: '[name]-[contenthash].css' }), ...plugins],
    cache: { type: 'filesystem', cacheDirectory: cacheDir },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || !stats || stats.hasErrors()) return reject(error ?? new Error(stats?.toString()));
      const result = { hash: stats.hash as string, children: stats.compilation.children.length };
      compiler.close(() => resolve(result));
    }),
  );
}

/** The hashes of a cold build and of the same build again, from webpack's cache. */
async function coldThenWarm(plugins: () => webpack.WebpackPluginInstance[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'compilation-hash-'));
  writeFileSync(path.join(dir, 'style.css'), '.a { color: navy; }\n');
  writeFileSync(path.join(dir, 'entry.js'), 'import "./style.css";\nglobalThis.started = true;\n');
  const cacheDir = path.join(dir, 'cache');
  const cold = await build(dir, cacheDir, plugins());
  const warm = await build(dir, cacheDir, plugins());
  return { cold, warm };
}

it('gives a warm build (stylesheets from the cache, no child compilations) the cold build’s hash', async () => {
  // Without the plugin: the same output, another hash (the cause).
  const without = await coldThenWarm(() => []);
  expect([without.cold.children, without.warm.children]).toEqual([1, 0]);
  expect(without.warm.hash).not.toBe(without.cold.hash);
  const withPlugin = await coldThenWarm(() => [new ChildCompilationsOutOfHashPlugin()]);
  expect(withPlugin.warm.hash).toBe(withPlugin.cold.hash);
  // The children are back for the stats once hashed.
  expect(withPlugin.cold.children).toBe(1);
}, 60_000);
