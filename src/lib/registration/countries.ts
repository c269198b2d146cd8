/**
 * The registration form's countries (data/countries.json) and the rules built on them:
 * names in the page's language, the two dropdown filters, the default and the prefill.
 * Imported only by the lazily loaded pop-up and by the server function, never by a page.
 */
import records from '../../../data/countries.json';
import type { VisitorLocation } from '../api/types';
import { findPublishedLocale } from '../locales';

/**
 * The languages the country names exist in: three translation sets and Taiwan's own names
 * (zh-hant is Hong Kong's: 意大利, 毛里裘斯; zh-hant-tw: 義大利, 模里西斯). Every other set shows
 * the browser's names for its language, or English.
 */
export type CountryNameSet = 'en' | 'zh-hans' | 'zh-hant' | 'zh-hant-tw';

/** An entry of data/countries.json. */
export interface CountryRecord {
  /** Two-letter code in lower case; it names the flag. */
  classname: string;
  /** The English name (sent to the portal as countryValue). */
  value: string;
  /** The international dial code with its plus sign: '+591'. */
  phoneCo: string;
  names: Record<CountryNameSet, string>;
}

/** A dropdown entry: the record with its name in the page's language. */
export interface CountryOption {
  classname: string;
  /** The display name in the page's language. */
  country: string;
  value: string;
  phoneCo: string;
}

export const countryRecords: readonly CountryRecord[] = records;

/** The country chosen when the visitor's own cannot be looked up. */
export const DEFAULT_COUNTRY = 'bo';

const nameSets: readonly CountryNameSet[] = ['en', 'zh-hans', 'zh-hant', 'zh-hant-tw'];

/** The translation set of a locale code (cht → zh-hant), or the set itself. */
const setOf = (language: string): string => findPublishedLocale(language)?.translationSet ?? language;

/**
 * The names a locale (a code such as cht or zh-hant-tw, or a translation set) shows, as its
 * content texts are chosen: its own (zh-hant-tw), its set's (zh-hans, zh-hant), else English.
 */
export const countryNameSet = (language: string): CountryNameSet =>
  nameSets.find((set) => set === language) ?? nameSets.find((set) => set === setOf(language)) ?? 'en';

/**
 * The entries named in a locale's language (a locale code or a translation set), in that
 * language's alphabetical order (`collation` is the page's BCP 47 tag, so Chinese sorts by its own rules).
 */
export function countryOptions(
  language: string,
  collation: string = language,
  list: readonly CountryRecord[] = countryRecords,
): CountryOption[] {
  const collator = new Intl.Collator(collation, { sensitivity: 'base' });
  const regionNames = regionNamesIn(language, collation);
  return list.map((record) => toOption(record, language, regionNames)).sort((a, b) => collator.compare(a.country, b.country));
}

/**
 * The names of the sets without names in the data (Arabic, German, Thai…) come from the
 * browser's own region names (Intl.DisplayNames) for the page's language tag, so an Arabic page
 * never lists "Bolivia"; a code it does not know keeps the English name.
 */
function regionNamesIn(language: string, tag: string | undefined): Intl.DisplayNames | null {
  if (!tag || nameSets.includes(setOf(language) as CountryNameSet)) return null;
  try {
    return new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

const toOption = (
  { classname, value, phoneCo, names }: CountryRecord,
  language: string,
  regionNames: Intl.DisplayNames | null,
): CountryOption => ({
  classname,
  country: regionNames?.of(classname.toUpperCase()) ?? names[countryNameSet(language)],
  value,
  phoneCo,
});

/** One entry, named in a locale's language (and, for a set without names in the data, its language tag). */
export function countryOption(classname: string, language: string, tag?: string, list: readonly CountryRecord[] = countryRecords) {
  const record = list.find((candidate) => candidate.classname === classname);
  return record ? toOption(record, language, regionNamesIn(language, tag)) : undefined;
}

export const findCountry = (options: readonly CountryOption[], classname: string | null | undefined) =>
  classname ? options.find((option) => option.classname === classname) : undefined;

/** BO, or the first entry when the list has no BO. */
export const defaultCountry = (options: readonly CountryOption[]): CountryOption => findCountry(options, DEFAULT_COUNTRY) ?? options[0];

/** The entry GET /api/location names ({ countryCode: 'DE' } → de), if it is one of ours. */
export function countryFromLookup(options: readonly CountryOption[], location: VisitorLocation): CountryOption | undefined {
  const code = location.countryCode;
  return typeof code === 'string' ? findCountry(options, code.trim().toLowerCase()) : undefined;
}

/** Lower case without accents, so 'aland' finds 'Åland Islands' and 'cote' finds 'Côte d’Ivoire'. */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The country dropdown's search: a case-insensitive substring of the shown or the English name. */
export function filterByName(options: readonly CountryOption[], query: string): readonly CountryOption[] {
  const wanted = fold(query.trim());
  if (!wanted) return options;
  return options.filter((option) => fold(option.country).includes(wanted) || fold(option.value).includes(wanted));
}

/**
 * The phone-code dropdown's search: a substring of the dial code ('44' finds +44 and +244);
 * typed with its plus sign it anchors at the start ('+44' finds +44 only).
 */
export function filterByDialCode(options: readonly CountryOption[], query: string): readonly CountryOption[] {
  const trimmed = query.trim();
  const digits = trimmed.replace(/[\s+]/g, '');
  if (!digits) return options;
  const anchored = trimmed.startsWith('+');
  return options.filter((option) => {
    const code = option.phoneCo.slice(1);
    return anchored ? code.startsWith(digits) : code.includes(digits);
  });
}

/** The flag as a pair of regional-indicator letters: 'bo' → 🇧🇴 (no image to load). */
export const flagEmoji = (classname: string): string =>
  String.fromCodePoint(...[...classname.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
