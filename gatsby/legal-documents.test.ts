import { readFileSync } from 'node:fs';
import path from 'node:path';
import { legalDocumentFiles } from './legal-documents';
import { loadPageBodies } from './page-bodies';
import { siteRoutes } from './source-nodes';
import { site } from '../src/lib/site';
import { legalDocuments as content, legalTexts as texts } from '../src/lib/content-store';

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.resolve(file), 'utf8')) as T;

describe('legal documents', () => {
  const files = legalDocumentFiles(site.entities, content, texts);

  it('publishes every file the legal documents page links to, and no other', () => {
    const { bodies } = loadPageBodies(siteRoutes);
    const linked = bodies
      .flatMap((body) => body.sections)
      .flatMap((section) => (section.type === 'documents' ? section.entities : []))
      .flatMap((entity) => entity.documents.flatMap((document) => document.files.map((file) => file.href)));
    expect(linked.length).toBeGreaterThan(20);
    expect(files.map((file) => file.path).sort()).toEqual([...new Set(linked)].sort());
  });

  it('fills in the entity of each file, in the file’s language', () => {
    const mauritius = site.entities.find((entity) => entity.id === 'mauritius');
    const file = files.find((entry) => entry.path === '/legal/mauritius/complaints-procedure.zh-hant.html');
    expect(file?.html).toContain('<html lang="zh-Hant">');
    expect(file?.html).toContain('<h1>投訴程序</h1>');
    expect(file?.html).toContain(mauritius?.disputeResolution);
    expect(file?.html).toContain(mauritius?.licence);
    expect(file?.html).toContain('href="/zh-hant/about/legal-document/"');
    for (const entry of files) expect(entry.html).not.toMatch(/\{\{|\}\}/);
  });

  it('opens every translation, and only a translation, with the note that the English version prevails', () => {
    const note = (set: string) => readJson<{ legal: { prevails: { en: string } } }>(`locales/${set}/about.json`).legal.prevails.en;
    const translated = files.filter((file) => !file.path.endsWith('.en.html'));
    expect(translated.length).toBeGreaterThan(10);
    for (const file of translated) {
      const set = /\.([a-z-]+)\.html$/.exec(file.path)?.[1] ?? '';
      expect(file.html).toContain(`</header>\n<p class="note">${note(set)}</p>\n<p>`);
    }
    for (const file of files.filter((entry) => entry.path.endsWith('.en.html'))) expect(file.html).not.toContain('class="note"');
    expect(files.find((file) => file.path === '/legal/vanuatu/client-agreement.zh-hant.html')?.html).toContain(
      '<p class="note">本譯文僅為方便閱讀而提供。如與英文版本有任何歧異，概以英文版本為準。</p>',
    );
  });

  it('leaves the note out of the prevailing language the document names, and refuses a note no set words', () => {
    const prevailing = (prevails: string, languages: string[]) => ({
      ...content,
      documents: content.documents.map((document) => ({ ...document, prevails })),
      languages: { kenya: languages },
    });
    const kenya = site.entities.filter((entity) => entity.id === 'kenya');
    const chinese = legalDocumentFiles(kenya, prevailing('zh-hans', ['zh-hans']), texts);
    expect(chinese.length).toBeGreaterThan(1);
    for (const file of chinese) expect(file.html).not.toContain('class="note"');
    expect(() => legalDocumentFiles(kenya, prevailing('zh-hans', ['en']), texts)).toThrow(
      /locales\/en has no about:legal\.prevails\.zh-hans/,
    );
  });

  it('refuses a language the entity publishes but the texts lack', () => {
    const only = { ...content, languages: { ...content.languages, kenya: ['en', 'fr'] } };
    const withoutFrench = Object.fromEntries(
      Object.entries(texts).map(([type, byLanguage]) => [
        type,
        Object.fromEntries(Object.entries(byLanguage).filter(([set]) => set !== 'fr')),
      ]),
    );
    expect(() => legalDocumentFiles(site.entities, only, withoutFrench)).toThrow(/missing, yet kenya publishes its client-agreement in fr/);
  });
});
