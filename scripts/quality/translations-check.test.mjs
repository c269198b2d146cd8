import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compareNamespace,
  contentStrings,
  expectedKeys,
  flatten,
  sameAsEnglishAllowed,
  termProblems,
  termbaseProblems,
} from './translations-check.mjs';

const root = join(__dirname, '../..');
const termbase = (set) => JSON.parse(readFileSync(join(root, 'data/terms', `${set}.json`), 'utf8'));
const strings = (set, file) => flatten(JSON.parse(readFileSync(join(root, 'locales', set, file), 'utf8')));
const budget = JSON.parse(readFileSync(join(root, 'tests/quality/budget.json'), 'utf8')).translations;

describe('the termbase check', () => {
  it('passes the sets as they are', () => {
    for (const set of ['zh-hans', 'fr', 'ko', 'it'])
      for (const file of ['glossary.json', 'lessons.json', 'forms.json'])
        expect(termProblems(set, termbase(set), strings(set, file))).toEqual([]);
  });

  it('fails a planted alternative term in two sets', () => {
    const zh = strings('zh-hans', 'glossary.json').map(([key, text]) => [key, key === 'terms.bid.term' ? '买入价（Bid）' : text]);
    expect(termProblems('zh-hans', termbase('zh-hans'), zh)).toEqual(['zh-hans terms.bid.term: "买入价" (bid: say "卖价（Bid）")']);
    const ar = [['sections.json: instruments.columns.spread', 'السبريد النموذجي']];
    expect(termProblems('ar', termbase('ar'), ar)).toEqual([
      'ar sections.json: instruments.columns.spread: "سبريد" (spread: say "فارق السعر")',
    ]);
  });

  it('fails the other form of address in two sets', () => {
    expect(termProblems('it', termbase('it'), [['forms.json: errors.nameRequired', 'Inserisca il Suo nome.']])).toHaveLength(1);
    expect(termProblems('ko', termbase('ko'), [['forms.json: failed', '연결을 확인하십시오.']])).toEqual([
      'ko forms.json: failed: "십시오" (address: requests in -세요, statements in -습니다/-ㅂ니다)',
    ]);
    expect(termProblems('fr', termbase('fr'), [['a', 'Tu peux ouvrir ton compte.']])).toHaveLength(1);
  });

  it('holds Tagalog to ka/mo: kayo, ninyo and po fail, words that contain them do not', () => {
    const tl = termbase('tl');
    expect(termProblems('tl', tl, strings('tl', 'forms.json'))).toEqual([]);
    const planted = [
      ['a', 'Maaari kayong magreklamo sa amin.'],
      ['b', 'Pakibasa po ito nang mabuti.'],
      ['c', 'Isara ang inyong account.'],
    ];
    expect(termProblems('tl', tl, planted).map((problem) => problem.split(':')[0])).toEqual(['tl a', 'tl b', 'tl c']);
    expect(termProblems('tl', tl, [['a', 'Maaari kang magreklamo; pormal na tugon sa iyong reklamo, Kenya, Tokyo.']])).toEqual([]);
  });

  it('reads whole words in Latin script, and not variables or tag names', () => {
    expect(termProblems('fr', termbase('fr'), [['a', 'Une tonne de tests, une tâche']])).toEqual([]);
    // "le ton" is the tone, not "your".
    expect(termProblems('fr', termbase('fr'), [['a', 'La décision donnera le ton aux cours du brut.']])).toEqual([]);
    expect(termProblems('fr', termbase('fr'), [['a', 'Vérifiez ton solde.']])).toHaveLength(1);
    expect(termProblems('de', termbase('de'), [['a', 'Wert ÷ Hebel {{leverage}} in <leverage>Dubai</leverage>']])).toEqual([]);
    expect(termProblems('de', termbase('de'), [['a', 'Hast du ein Konto?']])).toHaveLength(1);
  });

  it('knows innocent words that contain an avoided one (輸入金額 is "enter the amount")', () => {
    expect(termProblems('zh-hant', termbase('zh-hant'), [['a', '選擇「提款」並輸入金額。進入金融體系']])).toEqual([]);
    expect(termProblems('zh-hant', termbase('zh-hant'), [['a', '最低入金為50美元']])).toHaveLength(1);
  });

  it('wants every English term in every termbase, and no house term that breaks its own rules', () => {
    const english = termbase('en');
    expect(termbaseProblems('ko', termbase('ko'), english)).toEqual([]);
    const { bid, ...rest } = termbase('ko').terms;
    expect(bid).toBeDefined();
    expect(termbaseProblems('ko', { ...termbase('ko'), terms: rest }, english)).toEqual(['data/terms/ko.json: no house term for bid']);
    const broken = { ...termbase('fr'), terms: { ...termbase('fr').terms, bid: { house: 'prix acheteur', avoid: ['prix acheteur'] } } };
    expect(termbaseProblems('fr', broken, english)).toEqual([
      'data/terms/fr.json: the house term "prix acheteur" contains the avoided "prix acheteur"',
    ]);
  });
});

describe('the comparison with English', () => {
  const english = new Map([
    ['units.pips_one', '{{value}} pip'],
    ['units.pips_other', '{{value}} pips'],
    ['title', 'Gold'],
  ]);

  it('asks each set for the plural forms of its language', () => {
    const arabic = [...expectedKeys(english, 'ar').keys()].filter((key) => key.startsWith('units'));
    expect(arabic.sort()).toEqual(['few', 'many', 'one', 'other', 'two', 'zero'].map((category) => `units.pips_${category}`));
    expect([...expectedKeys(english, 'ko').keys()]).toEqual(['units.pips_other', 'title']);
  });

  it('fails a missing plural form, an English value not allowed for the set, and an extra key', () => {
    const strings = new Map([
      ['units.pips_one', '{{value}} Pip'],
      ['title', 'Gold'],
      ['units.pips', '{{value}} Pips'],
    ]);
    const { problems } = compareNamespace({ set: 'de', file: 'sections.json', english, strings, mayEqualEnglish: () => false });
    expect(problems).toEqual([
      'de/sections.json: missing units.pips_other',
      'de/sections.json: title is the English "Gold" (translate it, or allow it for de in tests/quality/budget.json)',
      'de/sections.json: extra key units.pips',
    ]);
    const allowed = compareNamespace({
      set: 'de',
      file: 'sections.json',
      english,
      strings,
      mayEqualEnglish: (_, value) => value === 'Gold',
    });
    expect(allowed.problems).not.toContain(expect.stringContaining('Gold'));
  });
});

describe('the per-set allowlist of values equal to English', () => {
  const allowed = sameAsEnglishAllowed(budget.sameAsEnglishAllowed);
  const english = new Map([
    ['metals.gold', 'Gold'],
    ['platform', 'MetaTrader 5'],
  ]);
  const check = (set, gold) =>
    compareNamespace({
      set,
      file: 'sections.json',
      english,
      strings: new Map([
        ['metals.gold', gold],
        ['platform', 'MetaTrader 5'],
      ]),
      mayEqualEnglish: (_, value) => allowed(value, set),
    }).problems;

  it('lets a name stay English in every set and a word only where it is that language’s word', () => {
    expect(check('de', 'Gold')).toEqual([]);
    expect(check('fr', 'Or')).toEqual([]);
  });

  it('fails the same word in two sets whose language says it otherwise', () => {
    expect(check('fr', 'Gold')).toEqual([
      'fr/sections.json: metals.gold is the English "Gold" (translate it, or allow it for fr in tests/quality/budget.json)',
    ]);
    expect(check('th', 'Gold')).toHaveLength(1);
  });
});

describe('content strings of a set', () => {
  it('takes the texts of the set, none when the set has no version yet', () => {
    const data = { items: [{ id: 'a', text: { en: { title: 'Gold' }, ar: { title: 'الذهب', body: ['فقرة'] } } }] };
    expect(contentStrings(data, 'ar')).toEqual([
      ['items.0.text.ar.title', 'الذهب'],
      ['items.0.text.ar.body.0', 'فقرة'],
    ]);
    expect(contentStrings(data, 'th')).toEqual([]);
  });
});
