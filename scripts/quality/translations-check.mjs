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
 * letter, only as a whole Latin word ("ton" is not "tonne"); scripts written without spaces between
 * words (Chinese, Thai) and Arabic with its attached prefixes match anywhere.
 */
export function phrasePattern(phrase) {
  // Bounded by Latin letters and digits only: 使用MetaTrader holds the word MetaTrader.
  const start = latin.test(phrase[0]) ? '(?<![\\p{Script=Latin}\\p{N}])' : '';
  const end = latin.test(phrase.at(-1)) ? '(?![\\p{Script=Latin}\\p{N}])' : '';
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
  // A regional variant's own termbase lists its set's regional words, each with the variant's (Hong Kong → Taiwan).
  for (const [pattern, say] of termbase.regional?.avoid ?? [])
    rules.push({ pattern: new RegExp(pattern, 'u'), found: pattern, say: `${termbase.regional.of} wording: say "${say}"` });
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

/**
 * Where a phrase of an allowlist holds the `mark` found at `index` of a text: the phrase names the
 * flagged characters in their context (美國國債 allows 國國 there and nowhere else).
 */
function allowedAt(text, index, mark, phrases) {
  const lower = text.toLowerCase();
  const flagged = mark.toLowerCase();
  return phrases.some((phrase) => {
    const allowed = phrase.toLowerCase();
    for (let at = allowed.indexOf(flagged); at !== -1; at = allowed.indexOf(flagged, at + 1))
      if (index - at >= 0 && lower.startsWith(allowed, index - at)) return true;
    return false;
  });
}

/** A few characters either side of a match, to say where it is. */
const around = (text, index, length) => text.slice(Math.max(0, index - 8), index + length + 8).replace(/\s+/g, ' ');

// The words of a text for the text checks, each thing that is no word blanked out in place (so
// positions stay those of the text): {{variables}}, tag names, web and e-mail addresses, paths
// (/zh-hans/, /{language}/) and file names (llms.txt).
const prose = (text) =>
  text.replace(
    /\{\{\s*\w+\s*\}\}|<\/?\w+>|https?:\/\/\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?<![\p{Script=Latin}\p{N}])\/[\w{}.-]+(?:\/[\w{}.-]+)*\/|[\w-]+\.(?:txt|md|xml|json|html)\b/gu,
    (match) => ' '.repeat(match.length),
  );

/**
 * A Han character written twice in a row (符符合, 賬賬戶): the slip of a conversion or an edit.
 * A word or a pair of words that does double one (人人, 往往, 美國國債, 最新新聞) is listed in the
 * termbase's `allow.doubled`, as the phrase around the pair. Han text is Chinese here; Hangul
 * is not checked (수수료, 매매 and a particle after a syllable like 국가가 are ordinary Korean).
 */
export function doubledProblems(set, allowed, strings) {
  const problems = [];
  for (const [where, text] of strings)
    for (const match of prose(text).matchAll(/(\p{Script=Han})\1/gu))
      if (!allowedAt(text, match.index, match[0], allowed))
        problems.push(
          `${set} ${where}: "${match[0]}" doubled in "${around(text, match.index, 2)}" (a slip; a word that doubles it goes in allow.doubled)`,
        );
  return problems;
}

const letterRun = /[\p{L}\p{M}\p{N}]+/u;
/** A code, not a word: a ticker or an abbreviation in capitals (EUR, XAU, FX), a number or a name with digits (24, MT4), one letter (m/m). */
const isCode = (token) => /\p{N}/u.test(token) || /^[\p{Lu}]{2,}$/u.test(token) || [...token].length === 1;
/** Parentheses that hold only Latin script: a gloss of the term before it in its English form, (risk-on/risk-off). */
const latinGloss = /[（(][\p{Script=Latin}\p{N}\p{Zs}'’/.,&+-]*[)）]/gu;
const blank = (text, pattern) => text.replace(pattern, (match) => ' '.repeat(match.length));

/** A word as a message shows it: a Latin one whole, four characters of a run of Han (written without spaces). */
const shown = (run, characters) =>
  /\p{Script=Latin}/u.test(run) ? run : characters < 0 ? run.slice(characters) : run.slice(0, characters);

/**
 * A slash between two words in running text (信用卡/金融卡, and/or): a choice left for the reader
 * where the language joins words with "or" or "and". Not flagged: a slash beside a code or a
 * number (EUR/USD, MT4/MT5, 24/7, m/m), in an address or path, or inside a gloss of the
 * English term in parentheses; the termbase's `allow.slash` lists the set's conventions (國家/地區,
 * the ratio risque/rendement).
 */
export function slashProblems(set, allowed, strings) {
  const problems = [];
  for (const [where, text] of strings) {
    const words = blank(prose(text), latinGloss);
    for (const match of words.matchAll(/(?<=[\p{L}\p{M}])\/(?=\p{L})/gu)) {
      const left = new RegExp(`${letterRun.source}$`, 'u').exec(words.slice(0, match.index))?.[0] ?? '';
      const right = new RegExp(`^${letterRun.source}`, 'u').exec(words.slice(match.index + 1))?.[0] ?? '';
      const chunk = /\S*$/.exec(words.slice(0, match.index))[0];
      if (isCode(left) || isCode(right) || /^\/|\.\w/.test(chunk) || chunk.includes('/')) continue;
      if (!allowedAt(text, match.index, '/', allowed))
        problems.push(
          `${set} ${where}: "${shown(left, -4)}/${shown(right, 4)}" in "${around(text, match.index, 1)}" (join the words as the language does, or add the convention to allow.slash)`,
        );
    }
  }
  return problems;
}

/**
 * English words that mark an English phrase left in a text of a language written in Latin
 * script: grammar words, none of which is also a word of de, fr, it, pt, id, ms, tl or vi
 * ("do", "for", "me", "was", "also", "had", "can" are, so they are not here).
 */
export const englishMarkers = new Set(
  `the and of with your you our this that these those is are were been would could should must has have from by into about than
   when where which who what how why if all any each every only just here there please their they them its we my does did
   while after before between during without within such other some most many much very more`.split(/\s+/),
);

/** Whether most letters of a set's strings are Latin (fr, vi, tl…) rather than Han, Hangul, Thai or Arabic. */
export const writtenInLatin = (strings) => {
  const all = strings.map(([, text]) => text).join(' ');
  return (all.match(/\p{Script=Latin}/gu)?.length ?? 0) * 2 > (all.match(/\p{L}/gu)?.length ?? 0);
};

/**
 * English words inside a translated text. In a set written in another script (zh, ko, th, ar)
 * every Latin word with a small letter is English (capitals alone are codes: CFD, EURUSD);
 * in a set written in Latin script, the grammar words of `englishMarkers`, except inside a
 * name (Bank of Japan, The Fed) or a loan compound (Know-how). Not flagged: the names every set
 * keeps (`names`: platforms, brands, coins), the set's own `allowed` words and names
 * (data/terms/{set}.json, allow.english, and the Latin words of its house terms: pip in th), and
 * a gloss of the English term in parentheses (點（pip）, (Know Your Customer)).
 */
export function englishProblems(set, { names, allowed, latin }, strings) {
  const phrases = [...names, ...allowed].sort((a, b) => b.length - a.length);
  const keep = phrases.length ? new RegExp(phrases.map((phrase) => phrasePattern(phrase).source).join('|'), 'giu') : null;
  const problems = [];
  for (const [where, text] of strings) {
    const words = blank(prose(text), latinGloss);
    const kept = keep ? [...text.matchAll(keep)].map((match) => [match.index, match.index + match[0].length]) : [];
    // A word cut before an apostrophe is elided (it all'1%, fr l'or), not English.
    const tokens = [...words.matchAll(/\p{Script=Latin}+(?:['’]\p{Script=Latin}+)*(?!['’\p{Script=Latin}])/gu)];
    tokens.forEach((token, index) => {
      const word = token[0];
      if (kept.some(([start, end]) => token.index >= start && token.index < end)) return;
      if (!latin) {
        // Capitals alone are codes (CFD, EURUSD); a unit follows its number (30ms).
        if (!/\p{Ll}/u.test(word) || /\p{N}$/u.test(words.slice(0, token.index))) return;
      } else {
        if (!englishMarkers.has(word.toLowerCase())) return;
        // A loan compound (Know-how, over-the-counter) is the language's own word.
        if (words[token.index - 1] === '-' || words[token.index + word.length] === '-') return;
        const capital = (neighbour) => neighbour !== undefined && /^\p{Lu}/u.test(neighbour[0]);
        const next = tokens[index + 1];
        const previous = tokens[index - 1];
        if (capital(next) && (capital(previous) || /^\p{Lu}/u.test(word))) return;
      }
      problems.push(
        `${set} ${where}: English "${word}" in "${around(text, token.index, word.length)}" (translate it, or add it to allow.english)`,
      );
    });
  }
  return problems;
}

/**
 * Promotions that ended before `now` whose summary in the set has none of the words that mark
 * the past in its language (`pastTense` of the termbase: 已 in Chinese, đã in Vietnamese, telah
 * in Malay and Indonesian, the past-tense syllables of Korean…): an ended offer written as if it
 * still ran. Languages that mark the past in the verb's own form (en, fr, de, it, pt, ar, tl)
 * have no such word, and their termbases no `pastTense`.
 */
export function endedOfferProblems(set, pastTense, promotions, now) {
  const problems = [];
  if (pastTense.length === 0) return problems;
  for (const promotion of promotions) {
    const summary = promotion.text[set]?.summary;
    if (summary === undefined || Date.parse(promotion.endsAt) >= now) continue;
    if (!pastTense.some((pattern) => pattern.test(summary)))
      problems.push(
        `${set} data/content/promotions.json: ${promotion.id} ended on ${promotion.endsAt.slice(0, 10)}, yet its summary reads as running: "${summary}" (say it in the past: ${pastTense.map((pattern) => pattern.source).join(', ')})`,
      );
  }
  return problems;
}

/** The Latin words of a termbase's house terms (pip of th's "pip (ปิ๊ป)", Bid of ko's "매수호가(Bid)"). */
const houseWords = (termbase) =>
  Object.values(termbase.terms ?? {}).flatMap((term) => term.house.match(/\p{Script=Latin}+(?:[ -]\p{Script=Latin}+)*/gu) ?? []);

/**
 * Every check of a set's texts (locales/, data/content, data/legal) against its termbase:
 * avoided terms and address, doubled Han characters, slashes between words, English words (not
 * in English's own regional variants: `english: false`), and the tense of ended promotions
 * (`promotions` of data/content/promotions.json at `now`).
 */
export function textProblems(set, termbase, strings, { names, promotions, now, english = true }) {
  const allow = termbase.allow ?? {};
  return [
    ...termProblems(set, termbase, strings),
    ...doubledProblems(set, allow.doubled ?? [], strings),
    ...slashProblems(set, allow.slash ?? [], strings),
    ...(english
      ? englishProblems(
          set,
          { names, allowed: [...(allow.english ?? []), ...houseWords(termbase)], latin: writtenInLatin(strings) },
          strings,
        )
      : []),
    ...endedOfferProblems(
      set,
      (termbase.pastTense ?? []).map((pattern) => new RegExp(pattern, 'u')),
      promotions,
      now,
    ),
  ];
}

/** Allowlist entries of a termbase (`allow.doubled`, `allow.slash`, `allow.english`) that no string of the set holds: drop them. */
export function unusedAllowances(set, termbase, strings) {
  const all = strings.map(([, text]) => text.toLowerCase());
  return Object.entries(termbase.allow ?? {}).flatMap(([kind, phrases]) =>
    phrases
      .filter((phrase) => !all.some((text) => text.includes(phrase.toLowerCase())))
      .map((phrase) => `data/terms/${set}.json: allow.${kind} "${phrase}" is in no string of ${set} (drop it)`),
  );
}

/** The names every set keeps in Latin script: the brand, data/terms/en.json's `names`, and the values budget.json allows in every set. */
export const keptNames = (brand, englishTermbase, sameAsEnglishAllowance) => [
  brand,
  ...englishTermbase.names,
  ...Object.entries(sameAsEnglishAllowance)
    .filter(([, sets]) => sets === '*')
    .map(([name]) => name),
];
