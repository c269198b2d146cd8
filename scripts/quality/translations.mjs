// Translations gate.
// In locales/: every key of the English set exists and is non-empty in every other set (a plural
// key in each plural form of the set's language), with the same {{variables}} and no extra keys,
// and no value is a copy of the English one unless it holds no words (only variables, numbers,
// punctuation) or budget.json allows it for that set (names everywhere, words alike per set).
// Each set's termbase (data/terms/{set}.json) names its house terms, the alternatives not to use
// and the other form of address; no string of the set in locales/, data/content or data/legal uses them,
// nor doubles a Han character, puts a slash between two words, leaves English words beyond the
// allowlists, or words a promotion that ended as if it still ran (translations-check.mjs).
// A regional locale's texts (its overrides, its own content and legal texts) pass the same checks,
// against its own termbase where it has one (data/terms/zh-hant-tw.json), which also fails the
// words of its set's region (Hong Kong's in Taiwan's texts); and a locale with texts of its own
// has one for every item its set has.
// Regional overrides (locales/{code}/ of a locale with "overrides": true in data/locales.json)
// hold only keys of their set, with its {{variables}}, each worded differently from the set.
// In the build: page titles and meta descriptions are unique within each locale prefix.
// Usage: node scripts/quality/translations.mjs   (after a production build; without one:
// node scripts/check-locale-keys.mjs [set ...] checks locales/ alone)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { budget, finish, locales, printTable, publicDir, publicFiles, requireBuild, root } from './common.mjs';
import {
  compareNamespace,
  contentStrings,
  flatten,
  keptNames,
  sameAsEnglishAllowed,
  termbaseProblems,
  textProblems,
  unusedAllowances,
} from './translations-check.mjs';

const localesDir = join(root, 'locales');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const readStrings = (set, file) => new Map(flatten(readJson(join(localesDir, set, file))));
const variables = (text) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

/**
 * Keys whose values may equal English (budget.json `sameAsEnglishKeys`, "file:key" with * for one
 * key segment): the glossary's headwords, the trading jargon it explains (pip, lot, scalping).
 */
const sameAsEnglishKeys = (budget.translations.sameAsEnglishKeys ?? []).map((pattern) => {
  const [file, key] = pattern.split(':');
  return {
    file,
    key: new RegExp(
      `^${key
        .split('.')
        .map((part) => (part === '*' ? '[^.]+' : part.replace(/[-]/g, '\\$&')))
        .join('\\.')}$`,
    ),
  };
});
const keyMayEqualEnglish = (file, key) => sameAsEnglishKeys.some((pattern) => pattern.file === file && pattern.key.test(key));

/** The allowlist of values that may equal English: value → "*" (every set: names) or a list of sets. */
const allowance = budget.translations.sameAsEnglishAllowed;
const allowed = sameAsEnglishAllowed(allowance);

/** The translation sets of data/locales.json, English first. */
const translationSets = [...new Set(locales.map((locale) => locale.translationSet))];

/** A set's termbase (data/terms/{set}.json). */
export const readTermbase = (set) => readJson(join(root, 'data/terms', `${set}.json`));

const contentFiles = ['data/content', 'data/legal'].flatMap((dir) =>
  readdirSync(join(root, dir))
    .filter((file) => file.endsWith('.json'))
    .map((file) => [`${dir}/${file}`, readJson(join(root, dir, file))]),
);

/** A set's (or a regional locale's own) strings in data/content/*.json and data/legal/*.json, as [file: path, text] pairs. */
function contentOf(set) {
  return contentFiles.flatMap(([file, data]) => contentStrings(data, set).map(([path, text]) => [`${file}: ${path}`, text]));
}

/** What the text checks read besides the strings: the names every set keeps, the promotions and the moment. */
const textContext = {
  names: keptNames(readJson(join(root, 'data/site.json')).brand.name, readTermbase('en'), allowance),
  promotions: readJson(join(root, 'data/content/promotions.json')).promotions,
  now: Date.now(),
};

/** The problems of a set's or a regional locale's texts against a termbase. */
const textsAgainst = (name, termbase, strings) => [
  ...textProblems(name, termbase, strings, textContext),
  ...unusedAllowances(name, termbase, strings),
];

/** Problems in locales/ and the content for the given sets (default: every set but English), and each set's coverage. */
export function checkSources(sets = translationSets.filter((set) => set !== 'en')) {
  const problems = [];
  const rows = [];
  const files = readdirSync(join(localesDir, 'en')).filter((file) => file.endsWith('.json'));
  const englishTermbase = readTermbase('en');
  for (const set of sets) {
    let keys = 0;
    let translated = 0;
    let sameAllowed = 0;
    const sameValues = new Set();
    const setStrings = [];
    for (const file of files) {
      const english = readStrings('en', file);
      if (!existsSync(join(localesDir, set, file))) {
        problems.push(`${set}/${file}: missing file`);
        keys += english.size;
        continue;
      }
      const strings = readStrings(set, file);
      const mayEqualEnglish = (key, value) => {
        sameValues.add(value);
        return allowed(value, set) || keyMayEqualEnglish(file, key);
      };
      const namespace = compareNamespace({ set, file, english, strings, mayEqualEnglish });
      problems.push(...namespace.problems);
      keys += namespace.keys;
      translated += namespace.translated;
      sameAllowed += namespace.sameAllowed;
      for (const [key, text] of strings) setStrings.push([`${file}: ${key}`, text]);
    }
    for (const [value, sets] of Object.entries(allowance))
      if (Array.isArray(sets) && sets.includes(set) && !sameValues.has(value))
        problems.push(`tests/quality/budget.json: "${value}" is allowed for ${set}, where no string is the English text (drop it)`);
    if (!existsSync(join(root, 'data/terms', `${set}.json`))) problems.push(`data/terms/${set}.json: missing termbase`);
    else {
      const termbase = readTermbase(set);
      problems.push(
        ...termbaseProblems(set, termbase, englishTermbase),
        ...textsAgainst(set, termbase, [...setStrings, ...contentOf(set)]),
      );
    }
    rows.push([set, keys, translated, `${((translated / keys) * 100).toFixed(keys === translated ? 0 : 1)}%`, sameAllowed]);
  }
  return { problems, rows };
}

/**
 * A regional locale with content or legal texts of its own (zh-hant-tw) has them wherever its set
 * has one: an item it lacks would fall back to the set's wording, which the locale does not use.
 */
function ownTextCoverage(code, set) {
  const problems = [];
  const visit = (data, path) => {
    if (typeof data !== 'object' || data === null) return;
    if (!Array.isArray(data) && 'en' in data) {
      if (set in data && !(code in data)) problems.push(`${path}: ${set} but no ${code} text`);
      return;
    }
    for (const [key, value] of Object.entries(data)) visit(value, `${path}.${key}`);
  };
  for (const [file, data] of contentFiles) if (contentStrings(data, code).length) visit(data, file);
  return problems;
}

/** Problems in the regional override folders and the regional locales' own texts, and what each overrides. */
export function checkOverrides() {
  const problems = [];
  const rows = [];
  const overriding = new Map(locales.filter((locale) => locale.overrides).map((locale) => [locale.code, locale.translationSet]));
  for (const dir of readdirSync(localesDir).filter((name) => !translationSets.includes(name))) {
    const set = overriding.get(dir);
    if (!set) {
      problems.push(`locales/${dir}/: neither a translation set nor a locale with "overrides": true in data/locales.json`);
      continue;
    }
    let keys = 0;
    const own = [];
    const merged = [];
    for (const file of readdirSync(join(localesDir, set)).filter((name) => name.endsWith('.json'))) {
      const overrides = existsSync(join(localesDir, dir, file)) ? readStrings(dir, file) : new Map();
      for (const [key, text] of readStrings(set, file))
        merged.push([`${overrides.has(key) ? dir : set}/${file}: ${key}`, overrides.get(key) ?? text]);
    }
    for (const file of readdirSync(join(localesDir, dir)).filter((name) => name.endsWith('.json'))) {
      if (!existsSync(join(localesDir, set, file))) {
        problems.push(`${dir}/${file}: the set ${set} has no such namespace`);
        continue;
      }
      const base = readStrings(set, file);
      for (const [key, value] of readStrings(dir, file)) {
        keys++;
        own.push([`${dir}/${file}: ${key}`, value]);
        const original = base.get(key);
        if (original === undefined) problems.push(`${dir}/${file}: ${key} is not a key of ${set}`);
        else if (value.trim() === '') problems.push(`${dir}/${file}: ${key} is empty`);
        else if (variables(value) !== variables(original))
          problems.push(`${dir}/${file}: ${key} has {{${variables(value)}}}, ${set} has {{${variables(original)}}}`);
        else if (value === original) problems.push(`${dir}/${file}: ${key} repeats ${set}'s text (drop it)`);
      }
    }
    const texts = contentOf(dir);
    problems.push(...ownTextCoverage(dir, set));
    // With a termbase of its own the locale's pages are checked as they read (its overrides over the set);
    // without one, its own strings against the set's.
    if (existsSync(join(root, 'data/terms', `${dir}.json`))) {
      const termbase = readTermbase(dir);
      problems.push(...termbaseProblems(dir, termbase, readTermbase('en')), ...textsAgainst(dir, termbase, [...merged, ...texts]));
    } else problems.push(...textProblems(dir, readTermbase(set), [...own, ...texts], { ...textContext, english: set !== 'en' }));
    rows.push([dir, set, keys, texts.length]);
  }
  for (const [code] of overriding)
    if (!existsSync(join(localesDir, code))) problems.push(`${code}: "overrides": true but no locales/${code}/`);
  return { problems, rows };
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Problems in the build: a title or description shared by two indexable pages of one prefix. */
export function checkBuiltPages() {
  const prefixes = new Set(locales.map((locale) => locale.code));
  const seen = new Map();
  const pagesPerPrefix = new Map();
  for (const file of publicFiles().filter((name) => name.endsWith('index.html'))) {
    const html = readFileSync(join(publicDir, file), 'utf8');
    const robots = /<meta name="robots"[^>]*>/.exec(html)?.[0];
    if (robots && /noindex/.test(attribute(robots, 'content') ?? '')) continue;
    const path = `/${file.replace(/index\.html$/, '')}`;
    const prefix = prefixes.has(path.split('/')[1]) ? path.split('/')[1] : '(no prefix)';
    pagesPerPrefix.set(prefix, (pagesPerPrefix.get(prefix) ?? 0) + 1);
    const description = /<meta name="description"[^>]*>/.exec(html)?.[0];
    const texts = { title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1], description: description && attribute(description, 'content') };
    for (const [kind, text] of Object.entries(texts)) {
      const key = JSON.stringify([prefix, kind, text ?? null]);
      seen.set(key, [...(seen.get(key) ?? []), path]);
    }
  }
  const problems = [];
  for (const [key, paths] of seen) {
    const [prefix, kind, text] = JSON.parse(key);
    if (text === null) problems.push(`${paths.join(', ')}: no ${kind}`);
    else if (paths.length > 1) problems.push(`${prefix}: ${paths.length} pages share the ${kind} "${text}": ${paths.join(', ')}`);
  }
  return { problems, pagesPerPrefix };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  requireBuild('Translations');
  const sources = checkSources();
  console.log('Translation sets compared with English (locales/)\n');
  printTable(['set', 'keys', 'translated', 'coverage', 'same as English (names)'], sources.rows);
  const overrides = checkOverrides();
  console.log('\nRegional overrides (locales/{code}/, key by key over their set)\n');
  printTable(['locale', 'set', 'keys', 'own content texts'], overrides.rows);
  const built = checkBuiltPages();
  console.log('\nIndexable built pages per prefix, each with its own title and description\n');
  printTable(
    ['prefix', 'pages'],
    [...built.pagesPerPrefix].sort(([a], [b]) => a.localeCompare(b)),
  );
  finish('Translations', [...sources.problems, ...overrides.problems, ...built.problems], 'locales/ and built pages');
}
