// The translations gate's rules, without files: a translation set's strings against English
// (keys, plural forms, {{variables}}, copies of English) and against the set's termbase
// (data/terms/{set}.json: house terms and form of address). scripts/quality/translations.mjs
// reads the files and reports; translations-check.test.mjs plants errors in them.

const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/** The plural categories a language's strings need (i18next picks `key_{category}` with Intl.PluralRules). */
export const pluralCategories = (language) => new Intl.PluralRules(language).resolvedOptions().pluralCategories;

/** Flattens nested strings to [dotted key, text] pairs. */
export const flatten = (object, prefix = '') =>
  Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );

const variables = (text) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
// Letters of any script, once variables are taken out: a value without any is not "wording".
const hasWords = (text) => /\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, ''));

/**
 * The keys a set must have for the English keys: a plural key of English (`units.pips_one`,
 * `units.pips_other`) becomes the set's own categories, each compared with English's `_other`.
 * Returns key → the English text it translates.
 */
export function expectedKeys(english, set) {
  const expected = new Map();
  for (const [key, text] of english) {
    if (!pluralSuffix.test(key)) expected.set(key, text);
    else if (key.endsWith('_other'))
      for (const category of pluralCategories(set))
        expected.set(key.replace(pluralSuffix, `_${category}`), english.get(`${key.replace(pluralSuffix, '')}_${category}`) ?? text);
  }
  return expected;
}

/**
 * Whether a value may equal English in a set, by the allowlist of tests/quality/budget.json
 * (value → "*" for names in every set, or the sets where it is also that language's word).
 */
export const sameAsEnglishAllowed = (allowance) => (value, set) =>
  allowance[value] === '*' || (Array.isArray(allowance[value]) && allowance[value].includes(set));

/**
 * Problems of one namespace of a set against English. `mayEqualEnglish(key, value)` says whether a
 * value may stay the English text (a name on the set's allowlist, a glossary headword).
 */
export function compareNamespace({ set, file, english, strings, mayEqualEnglish }) {
  const problems = [];
  let translated = 0;
  let sameAllowed = 0;
  const expected = expectedKeys(english, set);
  for (const [key, text] of expected) {
    const value = strings.get(key);
    if (value === undefined || value.trim() === '') problems.push(`${set}/${file}: missing ${key}`);
    else if (variables(value) !== variables(text))
      problems.push(`${set}/${file}: ${key} has {{${variables(value)}}}, English has {{${variables(text)}}}`);
    else if (value === text && hasWords(text) && !mayEqualEnglish(key, value))
      problems.push(`${set}/${file}: ${key} is the English "${text}" (translate it, or allow it for ${set} in tests/quality/budget.json)`);
    else {
      translated++;
      if (value === text && hasWords(text)) sameAllowed++;
    }
  }
  for (const key of strings.keys()) if (!expected.has(key)) problems.push(`${set}/${file}: extra key ${key}`);
  return { problems, keys: expected.size, translated, sameAllowed };
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const latin = /\p{Script=Latin}/u;

/**
 * A termbase phrase as a pattern: case-insensitive, and where it begins or ends with a Latin
 * letter, only as a whole word ("ton" is not "tonne"); scripts written without spaces between
 * words (Chinese, Thai) and Arabic with its attached prefixes match anywhere.
 */
export function phrasePattern(phrase) {
  const start = latin.test(phrase[0]) ? '(?<![\\p{L}\\p{N}])' : '';
  const end = latin.test(phrase.at(-1)) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`${start}${escape(phrase)}${end}`, 'iu');
}

/**
 * The termbase's rules as patterns: each term's alternatives (`avoid` phrases, `avoidPatterns`
 * regular expressions) and the other form of address (`address.avoid`, case-sensitive regular expressions).
 */
export function termRules(termbase) {
  const rules = [];
  for (const [id, term] of Object.entries(termbase.terms)) {
    const say = `${id}: say "${term.house}"`;
    for (const phrase of term.avoid ?? []) rules.push({ pattern: phrasePattern(phrase), found: phrase, say });
    // A phrase that is also part of innocent words (入金 in 輸入金額) is written as a regular expression.
    for (const pattern of term.avoidPatterns ?? []) rules.push({ pattern: new RegExp(pattern, 'iu'), found: pattern, say });
  }
  for (const pattern of termbase.address?.avoid ?? [])
    rules.push({ pattern: new RegExp(pattern, 'u'), found: pattern, say: `address: ${termbase.address.form}` });
  return rules;
}

/**
 * Problems of a set's strings against its termbase: `strings` are [where, text] pairs (a key of
 * locales/, or a content item's field), each text tested against every rule.
 */
export function termProblems(set, termbase, strings) {
  const rules = termRules(termbase);
  const problems = [];
  for (const [where, text] of strings) {
    // The words of the text: not its {{variables}} nor the names of its <tags>.
    const words = text.replace(/{{\s*\w+\s*}}|<\/?\w+>/g, ' ');
    for (const rule of rules) {
      const match = rule.pattern.exec(words);
      if (match) problems.push(`${set} ${where}: "${match[0]}" (${rule.say})`);
    }
  }
  return problems;
}

/** Problems of a termbase's shape: every term of English's termbase, each with its house term and a form of address. */
export function termbaseProblems(set, termbase, englishTermbase) {
  const problems = [];
  for (const id of Object.keys(englishTermbase.terms))
    if (!termbase.terms?.[id]?.house) problems.push(`data/terms/${set}.json: no house term for ${id}`);
  for (const id of Object.keys(termbase.terms ?? {}))
    if (!(id in englishTermbase.terms)) problems.push(`data/terms/${set}.json: ${id} is not a term of data/terms/en.json`);
  if (!termbase.address?.form) problems.push(`data/terms/${set}.json: no form of address`);
  for (const rule of termRules(termbase))
    for (const term of Object.values(termbase.terms ?? {}))
      if (rule.pattern.test(term.house))
        problems.push(`data/terms/${set}.json: the house term "${term.house}" contains the avoided "${rule.found}"`);
  return problems;
}

/**
 * The strings of one set in a content file (data/content/*.json, data/legal/*.json): every text
 * under an object keyed by translation set (`text: { en: …, ar: … }`, or a whole legal document),
 * as [path, text] pairs; none when the file has no version in that set yet.
 */
export function contentStrings(data, set, path = '') {
  if (typeof data !== 'object' || data === null) return [];
  if (!Array.isArray(data) && 'en' in data && set in data) return flatten(data[set], `${path}${set}.`);
  return Object.entries(data).flatMap(([key, value]) => contentStrings(value, set, `${path}${key}.`));
}
