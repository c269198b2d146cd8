import { legalDocumentFiles } from './legal-documents';
import { memoryNodeModel, resolvedSections, siteNodes } from '../tests/site-nodes';
import { site } from '../src/lib/site';
import { findPublishedLocale, publishedLocales, type BuiltLocale } from '../src/lib/locales';
import { readLocaleStrings } from './translations';
import { legalDocuments as content, legalTexts as texts } from '../src/lib/content-store';
import type { ResolvedSection as Section } from './sections';

/** A locale's about strings as its pages read them (zh-hant-tw: Taiwan's wording over zh-hant). */
type About = { legal: { prevails: { en: string } }; documents: { file: { lastUpdated: string; allDocuments: string; licence: string } } };
const abouts = new Map<string, About>();
const about = (code: string): About => {
  const strings = abouts.get(code) ?? (readLocaleStrings(findPublishedLocale(code) as BuiltLocale).about as About);
  abouts.set(code, strings);
  return strings;
};
const languageOf = (file: { path: string }) => /\.([a-z-]+)\.html$/.exec(file.path)?.[1] ?? '';

describe('legal documents', () => {
  const files = legalDocumentFiles(site.entities, content, texts);

  it('publishes every file the legal documents page links to, and no other', async () => {
    const nodes = siteNodes();
    const sections = await Promise.all(nodes.PageBody.map((body) => resolvedSections(body, memoryNodeModel(nodes))));
    const linked = (sections.flat() as Section[])
      .flatMap((section) => (section.type === 'documents' ? section.entities : []))
      .flatMap((entity) => entity.documents.flatMap((document) => document.files.map((file) => file.href)));
    expect(linked.length).toBeGreaterThan(20);
    expect(files.map((file) => file.path).sort()).toEqual([...new Set(linked)].sort());
  });

  it('fills in the entity of each file, in the file’s language', () => {
    const mauritius = site.entities.find((entity) => entity.id === 'mauritius');
    const file = files.find((entry) => entry.path === '/legal/mauritius/complaints-procedure.zh-hant.html');
    expect(file?.html).toContain('<html lang="zh-Hant" dir="ltr">');
    expect(file?.html).toContain('<h1>投訴程序</h1>');
    expect(file?.html).toContain(mauritius?.disputeResolution);
    expect(file?.html).toContain(mauritius?.licence);
    expect(file?.html).toContain('href="/zh-hant/about/legal-document/"');
    for (const entry of files) expect(entry.html).not.toMatch(/\{\{|\}\}/);
  });

  it('opens every translation, and only a translation, with the note that the English version prevails', () => {
    const translated = files.filter((file) => !file.path.endsWith('.en.html'));
    expect(translated.length).toBeGreaterThan(10);
    for (const file of translated)
      expect(file.html).toContain(`</header>\n<p class="note">${about(languageOf(file)).legal.prevails.en}</p>\n<p>`);
    for (const file of files.filter((entry) => entry.path.endsWith('.en.html'))) expect(file.html).not.toContain('class="note"');
    expect(files.find((file) => file.path === '/legal/vanuatu/client-agreement.zh-hant.html')?.html).toContain(
      '<p class="note">本譯文僅為方便閱讀而提供。如與英文版本有任何歧異，概以英文版本為準。</p>',
    );
  });

  it('publishes every entity’s documents in all 14 translation sets, and Taiwan’s wording', () => {
    const sets = new Set(publishedLocales.map((locale) => locale.translationSet));
    expect(sets.size).toBe(14);
    for (const entity of site.entities)
      for (const set of [...sets, 'zh-hant-tw'])
        expect(files.map((file) => file.path)).toContain(`/legal/${entity.id}/risk-disclosure.${set}.html`);
  });

  it('frames every file in its own language: last updated, the way back, the licence; Arabic right to left', () => {
    for (const file of files) {
      const { lastUpdated, allDocuments, licence } = about(languageOf(file)).documents.file;
      expect(file.html).toContain(`>${allDocuments}</a>`);
      expect(file.html).toContain(`<p class="meta">${lastUpdated}: <time`);
      expect(file.html).toContain(`<p class="meta">${licence}: <span lang="en">`);
    }
    const arabic = files.find((file) => file.path === '/legal/kenya/risk-disclosure.ar.html')?.html;
    expect(arabic).toContain('<html lang="ar-AE" dir="rtl">');
    expect(arabic).toContain('<a href="/ar/about/legal-document/">جميع المستندات القانونية</a>');
  });

  it('gives Taiwan zh-hant’s text in Taiwan’s wording, linked back to its own prefix', () => {
    const hongKong = files.find((file) => file.path === '/legal/vanuatu/order-execution-policy.zh-hant.html')?.html;
    const taiwan = files.find((file) => file.path === '/legal/vanuatu/order-execution-policy.zh-hant-tw.html')?.html;
    expect(hongKong).toContain('止蝕盤');
    expect(taiwan).toContain('停損單');
    expect(taiwan).not.toMatch(/止蝕|監察|牌照|質素/);
    expect(taiwan).toContain('<p class="meta">執照: <span lang="en">VFSC 40000</span></p>');
    expect(taiwan).toContain('href="/zh-hant-tw/about/legal-document/"');
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
    const kenya = site.entities.filter((entity) => entity.id === 'kenya');
    expect(() => legalDocumentFiles(kenya, only, withoutFrench)).toThrow(/missing, yet kenya publishes its client-agreement in fr/);
  });
});
