import { legalDocumentFiles } from './legal-documents';
import { loadPageBodies } from './page-bodies';
import { siteRoutes } from './source-nodes';
import { site } from '../src/lib/site';
import { legalDocuments as content, legalTexts as texts } from '../src/lib/content-store';

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

  it('refuses a language the entity publishes but the texts lack', () => {
    const only = { ...content, languages: { ...content.languages, kenya: ['en', 'fr'] } };
    expect(() => legalDocumentFiles(site.entities, only, texts)).toThrow(/missing, yet kenya publishes its client-agreement in fr/);
  });
});
