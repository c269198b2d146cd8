import { mkdtempSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPublishedLocale, type BuiltLocale } from '../src/lib/locales';
import { namespaceFilePath, SHARED_NAMESPACES } from '../src/lib/shared-strings';
import {
  namespaceStringsOf,
  routesShownBy,
  sharedStringsOf,
  sharedStringsUrl,
  stringFilesVersion,
  writeSharedStrings,
} from './shared-strings';

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
    const built = [locale('de'), locale('en'), locale('zh-hant'), locale('cht'), locale('zh-hant-tw')];
    writeSharedStrings(built, publicDir, path.join(publicDir, 'server-render.json'));
    const files = readdirSync(path.join(publicDir, 'strings'))
      .filter((name) => name.endsWith('.json'))
      .sort();
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

    // The consent dialog's strings, one file per translation language, named by the build.
    expect(readdirSync(path.join(publicDir, 'strings', 'consent')).sort()).toEqual(
      ['de', 'en', 'zh-hant', 'zh-hant-tw']
        .map((language) => path.basename(namespaceFilePath('consent', language, stringFilesVersion(built))))
        .sort(),
    );
    const taiwan = JSON.parse(
      readFileSync(path.join(publicDir, namespaceFilePath('consent', 'zh-hant-tw', stringFilesVersion(built))), 'utf8'),
    );
    expect(taiwan).toEqual(namespaceStringsOf(locale('zh-hant-tw'), 'consent'));
  });

  it("give a namespace loaded on demand in a regional locale's wording over its set's", () => {
    const hongKong = namespaceStringsOf(locale('zh-hant'), 'consent') as { banner: Record<string, string>; saved: string };
    const taiwan = namespaceStringsOf(locale('zh-hant-tw'), 'consent') as typeof hongKong;
    expect(taiwan.banner.privacy).not.toBe(hongKong.banner.privacy);
    expect(taiwan.saved).toBe(hongKong.saved);
    expect(namespaceFilePath('consent', 'ar', 'release 2/x')).toBe('/strings/consent/ar.release_2_x.json');
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
