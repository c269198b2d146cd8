/**
 * The languages of the content nodes: a collection with texts per language keeps them all in
 * `translations`; its `text(language:)` field answers one language, a locale code (`th`, `cht`,
 * `zh-hant-tw` in Taiwan's wording) or a translation set (`zh-hant`), with the site's fallback:
 * English where the item has none.
 */
import type { CreateResolversArgs } from 'gatsby';
import { textFor } from '../src/lib/server/content';

/** Node type → its text type and text fields, for the collections translated per item. */
export const TRANSLATED = {
  NewsStory: { text: 'NewsStoryText', fields: 'title: String!\n summary: String!\n body: [String!]!' },
  Article: { text: 'ArticleText', fields: 'title: String!\n summary: String!\n body: [String!]!' },
  ArticleTag: { text: 'ArticleTagText', fields: 'label: String!' },
  Webinar: { text: 'WebinarText', fields: 'title: String!\n summary: String!\n """The presenter\'s role."""\n role: String!' },
  Promotion: { text: 'PromotionText', fields: 'title: String!\n summary: String!\n terms: [String!]!' },
  Video: { text: 'VideoText', fields: 'title: String!\n description: String!' },
  EconomicIndicator: { text: 'EconomicIndicatorText', fields: 'title: String!' },
  LegalDocument: { text: 'LegalDocumentText', fields: 'title: String!\n intro: String!\n sections: [LegalDocumentSection!]!' },
} as const;

type TranslatedType = keyof typeof TRANSLATED;

/** One language of an item's texts, as the embedded API answers it (src/lib/server/content.ts): English where it has none. */
export function textIn<T extends { language: string }>(translations: readonly T[], language: string): T {
  const byLanguage = Object.fromEntries(translations.map((entry) => [entry.language, entry]));
  if (!byLanguage.en) throw new Error('An item has no English text');
  return textFor(byLanguage as { en: T } & Record<string, T>, language);
}

export const textTypes = Object.values(TRANSLATED)
  .map(
    ({ text, fields }) => /* GraphQL */ `
  type ${text} {
    """
    The language of this text: a translation set (en where the item has none in the language asked for), or the locale code of a regional wording (zh-hant-tw).
    """
    language: String!
    ${fields}
  }`,
  )
  .join('\n');

/** The fields every translated node has, after its own. */
export const translatedFields = (type: TranslatedType): string => /* GraphQL */ `
    """
    Every language the item has, by translation set.
    """
    translations: [${TRANSLATED[type].text}!]!
    """
    The texts in one language (a locale code such as th or cht, or a translation set); English where the item has none.
    """
    text(language: String = "en"): ${TRANSLATED[type].text}!`;

/** The `text(language:)` resolver of every translated type. */
export const createContentResolvers = ({ createResolvers }: CreateResolversArgs): void => {
  const text = {
    resolve: (source: { translations: { language: string }[] }, args: { language: string }) => textIn(source.translations, args.language),
  };
  createResolvers(Object.fromEntries(Object.keys(TRANSLATED).map((type) => [type, { text }])));
};
