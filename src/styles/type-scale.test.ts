/**
 * @jest-environment node
 *
 * Every stylesheet sizes text from the type scale in global.css and uses two weights: each other
 * size or weight a page shows is one more font to prepare in its layouts (global.css says why).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const srcDir = path.resolve(__dirname, '..');
const globalCss = path.join(__dirname, 'global.css');

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return stylesheets(full);
    return name.endsWith('.css') ? [full] : [];
  });
}

/** The `--text-*` tokens that the global stylesheet's :root defines. */
function scaleTokens(css: string): string[] {
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return [...root.matchAll(/--(text-[\w-]+)\s*:/g)].map((match) => match[1]);
}

/** Declarations of a stylesheet that leave the scale: `file:line value`. */
function offScale(file: string, css: string, tokens: string[]): string[] {
  const sizes = new Set(['inherit', ...tokens.map((token) => `var(--${token})`)]);
  const weights = new Set(['inherit', 'normal', 'bold', '400', '700']);
  return css.split('\n').flatMap((line, index) => {
    const where = `${path.relative(srcDir, file)}:${index + 1}`;
    const size = /(?:^|[\s;{])font-size:\s*([^;]+);/.exec(line)?.[1].trim();
    const weight = /(?:^|[\s;{])font-weight:\s*([^;]+);/.exec(line)?.[1].trim();
    return [
      ...(size !== undefined && !sizes.has(size) ? [`${where} font-size: ${size}`] : []),
      ...(weight !== undefined && !weights.has(weight) ? [`${where} font-weight: ${weight}`] : []),
    ];
  });
}

const tokens = scaleTokens(readFileSync(globalCss, 'utf8'));

it('reads the scale from global.css', () => {
  expect(tokens).toEqual(expect.arrayContaining(['text-xs', 'text-sm', 'text-md', 'text-lg', 'text-h1']));
});

it('finds a size or weight off the scale', () => {
  const css = '.a {\n  font-size: 0.9375rem;\n  font-weight: 600;\n}\n.b { font-size: var(--text-sm); font-weight: 700; }\n';
  expect(offScale(path.join(srcDir, 'x.css'), css, tokens)).toEqual(['x.css:2 font-size: 0.9375rem', 'x.css:3 font-weight: 600']);
});

it('sizes all text from the scale, in two weights', () => {
  const files = stylesheets(srcDir);
  expect(files.length).toBeGreaterThan(40);
  expect(files.flatMap((file) => offScale(file, readFileSync(file, 'utf8'), tokens))).toEqual([]);
});
