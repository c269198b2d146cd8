// Translations gate.
// In locales/: every key of the English set exists and is non-empty in every other set, with
// the same {{variables}} and no extra keys, and no value is a copy of the English one unless
// it holds no words (only variables, numbers, punctuation) or budget.json allows it for that
// set (brand and product names, words that are the same in that language).
// Regional overrides (locales/{code}/ of a locale with "overrides": true in data/locales.json)
// hold only keys of their set, with its {{variables}}, each worded differently from the set.
// In the build: page titles and meta descriptions are unique within each locale prefix.
// Usage: node scripts/quality/translations.mjs   (after a production build; without one:
// node scripts/check-locale-keys.mjs [set ...] checks locales/ alone)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { budget, finish, locales, printTable, publicDir, publicFiles, requireBuild, root } from './common.mjs';

const localesDir = join(root, 'locales');
const flatten = (object, prefix = '') =>
  Object.entries(object).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );
const readStrings = (set, file) => new Map(flatten(JSON.parse(readFileSync(join(localesDir, set, file), 'utf8'))));
const variables = (text) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');
// Letters of any script, once variables are taken out: a value without any is not "wording".
const hasWords = (text) => /\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, ''));

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

/** The allowlist of values that may equal English: value → "*" (every set) or a list of sets. */
const allowed = (value, set) => {
  const sets = budget.translations.sameAsEnglishAllowed[value];
  return sets === '*' || (Array.isArray(sets) && sets.includes(set));
};

/** The translation sets of data/locales.json, English first. */
const translationSets = [...new Set(locales.map((locale) => locale.translationSet))];

/** Problems in locales/ for the given sets (default: every set but English), and each set's coverage. */
export function checkSources(sets = translationSets.filter((set) => set !== 'en')) {
  const problems = [];
  const rows = [];
  const files = readdirSync(join(localesDir, 'en')).filter((file) => file.endsWith('.json'));
  for (const set of sets) {
    let keys = 0;
    let translated = 0;
    let sameAllowed = 0;
    for (const file of files) {
      if (!existsSync(join(localesDir, set, file))) {
        problems.push(`${set}/${file}: missing file`);
        keys += readStrings('en', file).size;
        continue;
      }
      const english = readStrings('en', file);
      const other = readStrings(set, file);
      for (const [key, text] of english) {
        keys++;
        const value = other.get(key);
        if (value === undefined || value.trim() === '') problems.push(`${set}/${file}: missing ${key}`);
        else if (variables(value) !== variables(text))
          problems.push(`${set}/${file}: ${key} has {{${variables(value)}}}, English has {{${variables(text)}}}`);
        else if (value === text && hasWords(text) && !allowed(value, set) && !keyMayEqualEnglish(file, key))
          problems.push(`${set}/${file}: ${key} is the English text "${text}" (translate it, or allow it in tests/quality/budget.json)`);
        else {
          translated++;
          if (value === text && hasWords(text)) sameAllowed++;
        }
      }
      for (const key of other.keys()) if (!english.has(key)) problems.push(`${set}/${file}: extra key ${key}`);
    }
    rows.push([set, keys, translated, `${((translated / keys) * 100).toFixed(keys === translated ? 0 : 1)}%`, sameAllowed]);
  }
  return { problems, rows };
}

/** Problems in the regional override folders, and what each overrides. */
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
    for (const file of readdirSync(join(localesDir, dir)).filter((name) => name.endsWith('.json'))) {
      if (!existsSync(join(localesDir, set, file))) {
        problems.push(`${dir}/${file}: the set ${set} has no such namespace`);
        continue;
      }
      const base = readStrings(set, file);
      for (const [key, value] of readStrings(dir, file)) {
        keys++;
        const original = base.get(key);
        if (original === undefined) problems.push(`${dir}/${file}: ${key} is not a key of ${set}`);
        else if (value.trim() === '') problems.push(`${dir}/${file}: ${key} is empty`);
        else if (variables(value) !== variables(original))
          problems.push(`${dir}/${file}: ${key} has {{${variables(value)}}}, ${set} has {{${variables(original)}}}`);
        else if (value === original) problems.push(`${dir}/${file}: ${key} repeats ${set}'s text (drop it)`);
      }
    }
    rows.push([dir, set, keys]);
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
  printTable(['locale', 'set', 'keys'], overrides.rows);
  const built = checkBuiltPages();
  console.log('\nIndexable built pages per prefix, each with its own title and description\n');
  printTable(
    ['prefix', 'pages'],
    [...built.pagesPerPrefix].sort(([a], [b]) => a.localeCompare(b)),
  );
  finish('Translations', [...sources.problems, ...overrides.problems, ...built.problems], 'locales/ and built pages');
}
