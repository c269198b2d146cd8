/**
 * The legal documents of every regulated entity, one HTML file per entity, document and
 * language (/legal/{entity}/{type}.{language}.html, linked from about/legal-document): the
 * texts of data/legal/{type}.json with the entity's details from data/site.json filled in,
 * in the languages data/content/legal-documents.json gives the entity (translation sets, and
 * zh-hant-tw: Taiwan's own text, stored beside zh-hant's); a translation (any
 * language but the document's prevailing one) opens with the note that the prevailing version
 * binds. The note and the frame's words (last updated, the back link, licence) are the locale's
 * strings of about.json (documents.file), as the site words them. Written into public/ before each
 * build and develop run where they changed, so they never fall behind the data.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { formatDate } from '../src/lib/format';
import { createI18n } from '../src/lib/i18n';
import { translationNoteKey } from '../src/lib/prevailing-language';
import { defaultLocale, findLocale, findPublishedLocale, localesToBuild, localizedPath } from '../src/lib/locales';
import { setOfLanguage } from '../src/lib/analysis/language';
import { textFor } from '../src/lib/server/content';
import type { LegalDocumentsContent, LegalText, LegalTexts } from '../src/lib/content-store/types';
import { legalDocumentFile } from './sections/company';
import { readContent } from './data-files';
import { site, type RegulatedEntity } from '../src/lib/site';
import { siteRoutes } from './site-routes';
import { readLocaleStrings } from './translations';

const escape = (text: string): string =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function fill(text: string, values: Record<string, string>, where: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${where}: unknown placeholder {{${name}}}`);
    return value;
  });
}

/** The legal documents page in the document's language when that language is built, else in English. */
function backLink(language: string): string {
  const route = siteRoutes.find((entry) => entry.id === 'about-legal-document');
  if (!route) throw new Error('The route manifest has no about-legal-document route');
  const built = localesToBuild();
  const locale = built.find((entry) => entry.code === language) ?? built.find((entry) => entry.translationSet === language);
  return localizedPath(locale?.code ?? defaultLocale, route.path);
}

/**
 * One file's document: its date, the note that it is a translation (null in the prevailing
 * language), and the words of the frame that are not part of the legal text.
 */
export interface LegalFileDetails {
  updated: string;
  note: string | null;
  frame: { lastUpdated: string; allDocuments: string; licence: string };
}

export function legalDocumentHtml(
  text: LegalText,
  entity: RegulatedEntity,
  language: string,
  details: LegalFileDetails,
  where: string,
): string {
  const locale = findLocale(language);
  if (!locale) throw new Error(`${where}: no locale "${language}"`);
  const values = {
    brand: site.brand.name,
    entity: entity.name,
    regulator: entity.regulator,
    licence: entity.licence,
    address: entity.address,
    disputeResolution: entity.disputeResolution,
    email: site.contact.email,
  };
  const put = (value: string) => escape(fill(value, values, where));
  const { updated, note, frame } = details;
  const sections = text.sections
    .map(
      (section, index) =>
        `<h2>${index + 1}. ${put(section.heading)}</h2>\n${section.paragraphs.map((paragraph) => `<p>${put(paragraph)}</p>`).join('\n')}`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${locale.tag}" dir="${locale.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${put(text.title)} – ${escape(entity.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans CJK SC', sans-serif; color: #0f1b2d; line-height: 1.65; }
:lang(zh-Hant) body { font-family: system-ui, -apple-system, 'Segoe UI', 'Noto Sans CJK TC', sans-serif; }
main { max-width: 46rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
header { border-bottom: 3px solid #f2b632; padding-bottom: 1rem; margin-bottom: 1.5rem; }
.brand { margin: 0; color: #0b2545; font-weight: 700; }
h1 { margin: 0.5rem 0; color: #0b2545; font-size: 2rem; line-height: 1.2; }
h2 { margin: 2rem 0 0.5rem; color: #0b2545; font-size: 1.25rem; }
.meta { margin: 0; color: #4a5568; }
.note { margin: 0 0 1.5rem; padding: 0.75rem 1rem; border-inline-start: 4px solid #f2b632; background: #f4f6fa; }
a { color: #0b5cad; }
@media print { .back { display: none; } main { padding: 0; } }
</style>
</head>
<body>
<main>
<header>
<p class="back"><a href="${backLink(language)}">${escape(frame.allDocuments)}</a></p>
<p class="brand">${escape(site.brand.name)}</p>
<h1>${put(text.title)}</h1>
<p class="meta" lang="en">${escape(entity.name)}</p>
<p class="meta">${escape(frame.licence)}: <span lang="en">${escape(entity.licence)}</span></p>
<p class="meta">${escape(frame.lastUpdated)}: <time datetime="${updated}">${formatDate(locale.tag, updated)}</time></p>
</header>
${note === null ? '' : `<p class="note">${escape(note)}</p>\n`}<p>${put(text.intro)}</p>
${sections}
</main>
</body>
</html>
`;
}

/** Every document file: its path below the site root and its HTML. */
export function legalDocumentFiles(
  entities: readonly RegulatedEntity[],
  { documents, languages }: LegalDocumentsContent,
  texts: LegalTexts,
): { path: string; html: string }[] {
  const translators = new Map<string, ReturnType<typeof createI18n>>();
  /** The locale's about strings (a regional locale's own wording over its set's). */
  const translator = (language: string, where: string) => {
    const locale = findPublishedLocale(language);
    if (!locale) throw new Error(`${where}: "${language}" is no published locale`);
    const i18n = translators.get(language) ?? createI18n(language, readLocaleStrings(locale), 'about');
    translators.set(language, i18n);
    return i18n;
  };
  const say = (language: string, key: string, where: string): string => {
    const i18n = translator(language, where);
    if (!i18n.exists(key)) throw new Error(`${where}: locales/${language} has no ${key}`);
    return i18n.t(key);
  };
  return entities.flatMap((entity) =>
    documents
      .filter((document) => document.page === undefined)
      .flatMap((document) =>
        (languages[entity.id] ?? []).map((language) => {
          const where = `data/legal/${document.type}.json (${language})`;
          const byLanguage = texts[document.type];
          // A regional locale (zh-hant-tw) reads its own text, and counts as its set's language.
          const text = byLanguage?.en && textFor(byLanguage as LegalTexts[string] & { en: LegalText }, language);
          const set = setOfLanguage(language);
          if (!text || setOfLanguage(text.language) !== set)
            throw new Error(`${where}: missing, yet ${entity.id} publishes its ${document.type} in ${language}`);
          const noteKey = translationNoteKey(document.prevails, set);
          const frame = {
            lastUpdated: say(language, 'about:documents.file.lastUpdated', where),
            allDocuments: say(language, 'about:documents.file.allDocuments', where),
            licence: say(language, 'about:documents.file.licence', where),
          };
          return {
            path: legalDocumentFile(entity.id, document.type, language),
            html: legalDocumentHtml(
              text,
              entity,
              language,
              { updated: document.updated, note: noteKey === null ? null : say(language, noteKey, where), frame },
              where,
            ),
          };
        }),
      ),
  );
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const { legalDocuments, legalTexts } = readContent();
  const files = legalDocumentFiles(site.entities, legalDocuments, legalTexts);
  let written = 0;
  for (const file of files) {
    const target = path.join(path.resolve('public'), file.path);
    // An unchanged file keeps its time, so the post-build does not read it again (gatsby/derived/derived-files.ts).
    if (existsSync(target) && readFileSync(target, 'utf8') === file.html) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.html);
    written++;
  }
  reporter.info(`legal documents: ${files.length} files in public/legal/, ${written} written`);
};
