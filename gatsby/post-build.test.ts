import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyBuildEnvFile, inlineScriptHashesOf, robotsTxt } from './post-build';
import { scriptHash } from './host-rules';

describe('inlineScriptHashesOf', () => {
  it('hashes the inline scripts of every page once, and reads again only the pages written since', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
    const cache = path.join(dir, '..', `${path.basename(dir)}-inline.json`);
    mkdirSync(path.join(dir, 'ar'));
    writeFileSync(path.join(dir, 'index.html'), '<script>a()</script><script src="/x.js"></script>');
    writeFileSync(path.join(dir, 'ar', 'index.html'), '<script>a()</script><script>b()</script>');
    expect(inlineScriptHashesOf(dir, cache)).toEqual([scriptHash('a()'), scriptHash('b()')].sort());
    // A page written again is read again; the others are taken from the cache.
    writeFileSync(path.join(dir, 'ar', 'index.html'), '<script>c()</script>');
    expect(inlineScriptHashesOf(dir, cache)).toEqual([scriptHash('a()'), scriptHash('c()')].sort());
  });
});

describe('robotsTxt', () => {
  it('lets crawlers in only on a production build', () => {
    expect(robotsTxt(true)).toMatch(/^User-agent: \*\nAllow: \/\n[\s\S]*Sitemap: https:\/\/.+\/sitemap-index\.xml\n$/);
    expect(robotsTxt(false)).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('applyBuildEnvFile', () => {
  it('fills in the variables of the active environment’s .env file that the process does not set', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'env-'));
    writeFileSync(path.join(dir, '.env.test'), '# comment\nGATSBY_GTM_ID=GTM-FILE\nSOURCE_MAPS=keep\n');
    const env: NodeJS.ProcessEnv = { GATSBY_ACTIVE_ENV: 'test', GATSBY_GTM_ID: 'GTM-SHELL' };
    expect(applyBuildEnvFile(env, dir)).toEqual(['SOURCE_MAPS']);
    expect(env).toEqual({ GATSBY_ACTIVE_ENV: 'test', GATSBY_GTM_ID: 'GTM-SHELL', SOURCE_MAPS: 'keep' });
    expect(applyBuildEnvFile({ NODE_ENV: 'production' }, dir)).toEqual([]);
  });
});
