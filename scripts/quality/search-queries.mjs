// The queries the search is measured with (docs/search.md), from the real strings of a
// translation set: timed queries for the JavaScript budget gate and the browser test, and
// judged queries (each with the page that answers it) for the comparison with MiniSearch.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales, publicDir, root } from './common.mjs';

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The translation set of an index: its own name, or the set of the regional locale it is named after. */
export const setOfIndex = (name) => locales.find((locale) => locale.code === name)?.translationSet ?? name;

/** A string of a locale's wording: its own folder (regional overrides) over its set's. */
function localeString(name, file, keys) {
  for (const folder of [name, setOfIndex(name)]) {
    const path = join(root, 'locales', folder, `${file}.json`);
    if (!existsSync(path)) continue;
    let value = readJson(path);
    for (const key of keys) value = value?.[key];
    if (typeof value === 'string') return value;
  }
  throw new Error(`No string ${file}:${keys.join('.')} for ${name}`);
}

/** The index of one name as the browser has it once both files are in: entries with their texts. */
export function readIndex(name, dir = join(publicDir, 'search-index')) {
  const headings = readFileSync(join(dir, `${name}.json`));
  const textsFile = readFileSync(join(dir, `${name}.texts.json`));
  const texts = JSON.parse(textsFile);
  const entries = JSON.parse(headings).entries.map((entry, position) => (texts[position] ? { ...entry, text: texts[position] } : entry));
  return { entries, headings, texts: textsFile };
}

/** A typo a visitor makes: one letter of the word's middle dropped (Latin words of six letters or more: five are left, the least that typo tolerance corrects). */
export const withTypo = (word) => (/^\p{Script=Latin}{6,}$/u.test(word) ? word.slice(0, 2) + word.slice(3) : null);

/**
 * The timed queries of an index: the keyword tags, the first word and the first three
 * characters of titles spread over the index, and the first words with a typo (the slowest path).
 */
export function timingQueries(name, entries) {
  const keywords = Object.values(readJson(join(root, 'locales', setOfIndex(name), 'search.json')).keywords ?? {});
  const titles = entries.filter((_, position) => position % Math.ceil(entries.length / 40) === 0).map((entry) => entry.title);
  const firstWords = titles.map((title) => title.split(' ')[0]);
  return [
    ...keywords,
    ...firstWords,
    ...titles.map((title) => [...title].slice(0, 3).join('')),
    ...firstWords.map(withTypo).filter(Boolean),
  ];
}

/**
 * Queries a visitor types, each with the page that answers it (path below the prefix): a
 * glossary term, a help-centre question, a lesson, a news story, an instrument; in Latin
 * scripts also a mistyped term and a term cut short (the word being typed).
 */
export function judgedQueries(name) {
  const set = setOfIndex(name);
  const [story] = readJson(join(root, 'data/content/news.json')).news;
  const term = localeString(name, 'glossary', ['terms', 'leverage', 'term']);
  const queries = [
    { kind: 'glossary', query: localeString(name, 'glossary', ['terms', 'margin-call', 'term']), path: 'academy/terminology' },
    {
      kind: 'help',
      query: localeString(name, 'trading', ['trading-help-center', 'faq', 'items', 'open', 'q']),
      path: 'trading/help-center',
    },
    {
      kind: 'lesson',
      query: localeString(name, 'academy', ['lessons', 'what-is-forex', 'title']),
      path: 'academy/trading-academy/what-is-forex',
    },
    { kind: 'news', query: (story.text[set] ?? story.text.en).title, path: `analysis/market-news/${story.id}` },
    { kind: 'instrument', query: 'XAUUSD', path: 'trading/precious-metals' },
  ];
  const longest = term.split(' ').sort((a, b) => b.length - a.length)[0];
  const typo = withTypo(longest);
  if (typo) queries.push({ kind: 'typo', query: term.replace(longest, typo), path: 'academy/terminology' });
  if (/^\p{Script=Latin}/u.test(term))
    queries.push({ kind: 'prefix', query: term.slice(0, Math.max(4, Math.ceil(term.length * 0.7))), path: 'academy/terminology' });
  return queries;
}

export const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

/** Each query's median of five runs (other processes of a busy machine pause single runs), and their 95th percentile. */
export function timeQueries(run, queries) {
  const times = queries.map((query) =>
    percentile(
      Array.from({ length: 5 }, () => {
        const start = performance.now();
        run(query);
        return performance.now() - start;
      }),
      0.5,
    ),
  );
  return percentile(times, 0.95);
}
