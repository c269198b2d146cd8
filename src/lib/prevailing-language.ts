/**
 * A legal document binds in one language, its prevailing language (`prevails` in
 * data/content/legal-documents.json). Every other version is a translation, and says near its
 * top that the prevailing version wins where the two differ; the prevailing version itself
 * says nothing. Languages are translation sets, so a regional locale (en-in, zh-hant-tw) counts
 * as its set's language.
 */

/** The key of the note a document shows in `language`, or null when that is its prevailing language. */
export const translationNoteKey = (prevails: string, language: string): string | null =>
  language === prevails ? null : `about:legal.prevails.${prevails}`;
