/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { SourceMapConsumer } from 'source-map-js';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints';

/** A production build (Terser, source maps, content hashes) of a module and its lazily loaded part. */
async function build(withHints: boolean): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  writeFileSync(path.join(dir, 'part.js'), '/* a comment Terser drops */\nexport function part() {\n  return "part";\n}\n');
  writeFileSync(path.join(dir, 'entry.js'), '// the entry\nglobalThis.start = function () {\n  return "start";\n};\nimport("./part.js").then((m) => m.part());\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './entry.js',
    devtool: 'source-map',
    output: { path: path.join(dir, 'out'), filename: '[name]-[contenthash].js', chunkFilename: '[name]-[contenthash].js' },
    plugins: withHints ? [new CompileHintsPlugin()] : [],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : compiler.close(() => resolve()))),
  );
  return path.join(dir, 'out');
}

const scripts = (out: string) => readdirSync(out).filter((file) => file.endsWith('.js'));

describe('CompileHintsPlugin', () => {
  let out: string;
  beforeAll(async () => {
    out = await build(true);
  }, 60_000);

  it('starts every chunk, the lazily loaded one too, with the hint', () => {
    const files = scripts(out);
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const file of files) expect(readFileSync(path.join(out, file), 'utf8').startsWith(`${COMPILE_HINT}\n`)).toBe(true);
  });

  it('keeps the source maps true to the served file (the hint shifts the code a line down)', () => {
    for (const file of scripts(out)) {
      const code = readFileSync(path.join(out, file), 'utf8');
      const map = new SourceMapConsumer(JSON.parse(readFileSync(path.join(out, `${file}.map`), 'utf8')));
      const lines = code.split('\n');
      const line = lines.findIndex((text) => /"(start|part)"/.test(text));
      const column = lines[line].search(/"(start|part)"/);
      const original = map.originalPositionFor({ line: line + 1, column });
      expect(original.source).toMatch(/(entry|part)\.js$/);
      expect(original.line).toBe(3);
    }
  });

  it('names the files after their served content', async () => {
    const plain = scripts(await build(false));
    // Same code, another first line: every content hash changes with it.
    expect(scripts(out).filter((file) => plain.includes(file))).toEqual([]);
  }, 60_000);
});
