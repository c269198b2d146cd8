import { mkdtempSync, mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { patchBuiltHtml, unknownPathPageDataFile, withoutNulBytes, writeFunctionsManifest, writeUnknownPathPageData } from './built-files';

const page = (body: string) => `<html><body><div id="___gatsby">${body}</div><script>b()</script></body></html>`;

describe('the HTML Gatsby wrote', () => {
  it('drops every NUL byte, also inside a character’s bytes, at either end and several together', () => {
    const text = Buffer.from('风险警示 risk');
    const withNuls = Buffer.concat([
      Buffer.from([0]),
      text.subarray(0, 4),
      Buffer.from([0, 0]),
      text.subarray(4, 11),
      Buffer.from([0]),
      text.subarray(11),
      Buffer.from([0]),
    ]);
    expect(withoutNulBytes(withNuls).toString('utf8')).toBe('风险警示 risk');
    expect(withoutNulBytes(text)).toBe(text);
    expect(withoutNulBytes(Buffer.from([0, 0])).length).toBe(0);
  });

  it('is patched where this build wrote it: the NUL bytes React left, the other pages not read', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
    const manifest = path.join(dir, '..', `${path.basename(dir)}-html.json`);
    mkdirSync(path.join(dir, 'zh-hans'));
    // 风险警示 with two NUL bytes where the renderer's buffer ended, as found in a build.
    writeFileSync(
      path.join(dir, 'zh-hans', 'index.html'),
      Buffer.concat([Buffer.from('<h2>风险警'), Buffer.from([0, 0]), Buffer.from('示</h2>')]),
    );
    writeFileSync(path.join(dir, 'index.html'), page('<h2>Risk warning</h2>'));
    expect(patchBuiltHtml(dir, manifest)).toEqual({ read: 2, nulBytes: 1 });
    expect(readFileSync(path.join(dir, 'zh-hans', 'index.html'), 'utf8')).toBe('<h2>风险警示</h2>');
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe(page('<h2>Risk warning</h2>'));
    // Nothing written since: nothing read; a page Gatsby wrote again: that one only.
    expect(patchBuiltHtml(dir, manifest)).toEqual({ read: 0, nulBytes: 0 });
    writeFileSync(path.join(dir, 'index.html'), page('again'));
    const later = new Date(statSync(path.join(dir, 'index.html')).mtimeMs + 5000);
    utimesSync(path.join(dir, 'index.html'), later, later);
    expect(patchBuiltHtml(dir, manifest)).toEqual({ read: 1, nulBytes: 0 });
  });
});

describe('unknown-path page data', () => {
  it('copies each 404 page’s data, answering every path under its prefix', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
    mkdirSync(path.join(dir, 'page-data', 'ar', '404'), { recursive: true });
    writeFileSync(
      path.join(dir, 'page-data', 'ar', '404', 'page-data.json'),
      JSON.stringify({ path: '/ar/404/', componentChunkName: 'x' }),
    );
    expect(writeUnknownPathPageData(dir, { '/ar/404/': '/ar/*' })).toBe(1);
    expect(unknownPathPageDataFile('/ar/404/')).toBe('/page-data/ar/404/unknown-path.json');
    expect(JSON.parse(readFileSync(path.join(dir, unknownPathPageDataFile('/ar/404/')), 'utf8'))).toEqual({
      path: '/ar/404/',
      componentChunkName: 'x',
      matchPath: '/ar/*',
    });
  });
});

describe('the functions manifest', () => {
  it('lists each compiled function with its route and match path, and fails loudly on a manifest of another shape', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cache-'));
    mkdirSync(path.join(dir, 'functions'));
    const target = path.join(dir, 'api-functions.json');
    writeFileSync(
      path.join(dir, 'functions', 'manifest.json'),
      JSON.stringify([
        { functionRoute: 'promotions', absoluteCompiledFilePath: path.resolve('.cache/functions/promotions.js') },
        {
          functionRoute: 'tmx-api/symblos/3/[value]',
          matchPath: 'tmx-api/symblos/3/:value',
          absoluteCompiledFilePath: path.resolve('x.js'),
        },
      ]),
    );
    expect(writeFunctionsManifest(dir, target)).toBe(2);
    expect(JSON.parse(readFileSync(target, 'utf8'))).toEqual([
      { route: 'promotions', matchPath: null, file: '.cache/functions/promotions.js' },
      { route: 'tmx-api/symblos/3/[value]', matchPath: 'tmx-api/symblos/3/:value', file: 'x.js' },
    ]);
    writeFileSync(path.join(dir, 'functions', 'manifest.json'), JSON.stringify([{ route: 'promotions' }]));
    expect(() => writeFunctionsManifest(dir, target)).toThrow('functionsManifest');
  });
});
