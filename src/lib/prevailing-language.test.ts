import { readFileSync } from 'node:fs';
import path from 'node:path';
import { translationNoteKey } from './prevailing-language';
import { translationSets } from './locales';

const legalDocuments = JSON.parse(readFileSync(path.resolve('data/content/legal-documents.json'), 'utf8')) as {
  documents: { type: string; prevails: string }[];
};
const about = (set: string) =>
  JSON.parse(readFileSync(path.resolve('locales', set, 'about.json'), 'utf8')) as { legal: { prevails: Record<string, string> } };

describe('translationNoteKey', () => {
  it('gives every language but the prevailing one the note of that prevailing language', () => {
    expect(translationNoteKey('en', 'en')).toBeNull();
    expect(translationNoteKey('en', 'zh-hant')).toBe('about:legal.prevails.en');
    expect(translationNoteKey('en', 'ar')).toBe('about:legal.prevails.en');
    expect(translationNoteKey('de', 'de')).toBeNull();
    expect(translationNoteKey('de', 'en')).toBe('about:legal.prevails.de');
  });

  it('every document prevails in English, so every set but English shows the note', () => {
    for (const document of legalDocuments.documents) {
      expect(document.prevails).toBe('en');
      const noted = translationSets.filter((set) => translationNoteKey(document.prevails, set) !== null);
      expect(noted).toEqual(translationSets.filter((set) => set !== 'en'));
    }
  });

  it('every translation set words the note of each prevailing language in its own words', () => {
    const english = about('en').legal.prevails;
    for (const prevails of new Set(legalDocuments.documents.map((document) => document.prevails))) {
      for (const set of translationSets) {
        const note = about(set).legal.prevails[prevails];
        expect(note).toEqual(expect.any(String));
        if (set !== 'en') expect(note).not.toBe(english[prevails]);
      }
    }
  });
});
