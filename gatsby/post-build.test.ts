import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { applyBuildEnvFile, robotsTxt, stripNulBytes } from './post-build';

describe('stripNulBytes', () => {
  it('removes the NUL bytes React left in built HTML, in every folder, and leaves other files alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'public-'));
    mkdirSync(path.join(dir, 'zh-hans'));
    // 风险警示 with two NUL bytes where the renderer's buffer ended, as found in a build.
    const broken = Buffer.concat([Buffer.from('<h2>风险警'), Buffer.from([0, 0]), Buffer.from('示</h2>')]);
    writeFileSync(path.join(dir, 'zh-hans', 'index.html'), broken);
    writeFileSync(path.join(dir, 'index.html'), '<h2>Risk warning</h2>');
    writeFileSync(path.join(dir, 'data.bin'), Buffer.from([1, 0, 2]));
    expect(stripNulBytes(dir)).toBe(1);
    expect(readFileSync(path.join(dir, 'zh-hans', 'index.html'), 'utf8')).toBe('<h2>风险警示</h2>');
    expect(readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('<h2>Risk warning</h2>');
    expect([...readFileSync(path.join(dir, 'data.bin'))]).toEqual([1, 0, 2]);
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
