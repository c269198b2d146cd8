import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPublishedLocale, type BuiltLocale } from '../src/lib/locales';
import { SHARED_NAMESPACES } from '../src/lib/shared-strings';
import { routesShownBy, sharedStringsOf, sharedStringsUrl, writeSharedStrings } from './shared-strings';

const locale = (code: string) => findPublishedLocale(code) as BuiltLocale;

describe('shared strings files', () => {
  it("hold the set's shared namespaces, and a regional locale's own wording after them", () => {
    const german = sharedStringsOf(locale('de'));
    expect(german.map(({ node }) => `${node.language}/${node.ns}`)).toEqual(SHARED_NAMESPACES.map((ns) => `de/${ns}`));
    const taiwan = sharedStringsOf(locale('zh-hant-tw')).map(({ node }) => node.language);
    expect(taiwan.slice(0, SHARED_NAMESPACES.length)).toEqual(SHARED_NAMESPACES.map(() => 'zh-hant'));
    expect(taiwan.slice(SHARED_NAMESPACES.length).every((language) => language === 'zh-hant-tw')).toBe(true);
  });

  it('are one per translation language, named by their content, alone in public/strings', () => {
    const publicDir = mkdtempSync(path.join(os.tmpdir(), 'strings-'));
    mkdirSync(path.join(publicDir, 'strings'));
    writeFileSync(path.join(publicDir, 'strings', 'de.000000000000.json'), '[]');
    writeSharedStrings(
      [locale('de'), locale('en'), locale('zh-hant'), locale('cht'), locale('zh-hant-tw')],
      publicDir,
      path.join(publicDir, 'server-render.json'),
    );
    const files = readdirSync(path.join(publicDir, 'strings')).sort();
    expect(files).toEqual(
      [
        sharedStringsUrl(locale('de')),
        sharedStringsUrl(locale('en')),
        sharedStringsUrl(locale('zh-hant')),
        sharedStringsUrl(locale('zh-hant-tw')),
      ]
        .map((url) => path.basename(url))
        .sort(),
    );
    // Hong Kong's prefix reads the zh-hant set without overrides: the same file.
    expect(sharedStringsUrl(locale('cht'))).toBe(sharedStringsUrl(locale('zh-hant')));
    const written = JSON.parse(readFileSync(path.join(publicDir, sharedStringsUrl(locale('de'))), 'utf8'));
    expect(written).toEqual(sharedStringsOf(locale('de')));
    const serverRender = JSON.parse(readFileSync(path.join(publicDir, 'server-render.json'), 'utf8'));
    expect(Object.keys(serverRender).sort()).toEqual(files.map((file) => `/strings/${file}`));
  });
});

describe('routesShownBy', () => {
  const routes = [
    { id: 'platform-acuity', path: 'platform/acuity' },
    { id: 'platform-acuity-signal', path: 'platform/acuity/signal' },
    { id: 'platform-hub-x', path: 'platform/hub-x' },
    { id: 'academy-tabs', path: 'academy/components/tabs' },
  ];

  it('names the route, the routes above it and the routes whose keys its body names', () => {
    expect([...routesShownBy(routes[1], null, routes)].sort()).toEqual(['platform-acuity', 'platform-acuity-signal']);
    const body = { sections: [{ kind: 'tabs', labelKey: 'academy-tabs.topics.label' }, { key: 'platform:platform-acuity.more' }] };
    expect([...routesShownBy(routes[2], body, routes)].sort()).toEqual(['academy-tabs', 'platform-acuity', 'platform-hub-x']);
  });
});
