import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compareNamespace,
  contentStrings,
  doubledProblems,
  endedOfferProblems,
  englishProblems,
  expectedKeys,
  flatten,
  keptNames,
  sameAsEnglishAllowed,
  slashProblems,
  termProblems,
  termbaseProblems,
  textProblems,
  unusedAllowances,
  writtenInLatin,
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

describe('doubled Han characters', () => {
  const allowed = (set) => termbase(set).allow.doubled;

  it('fail a character written twice in two sets, with where it is', () => {
    expect(doubledProblems('zh-hant', allowed('zh-hant'), [['utility.json: a', '參加您符符合資格的優惠']])).toEqual([
      'zh-hant utility.json: a: "符符" doubled in "參加您符符合資格的優惠" (a slip; a word that doubles it goes in allow.doubled)',
    ]);
    expect(doubledProblems('zh-hans', allowed('zh-hans'), [['a', '登录您的账账户']])).toHaveLength(1);
  });

  it('pass a word that doubles one, only where the allowed phrase stands', () => {
    expect(doubledProblems('zh-hant', allowed('zh-hant'), [['a', '人人免費，往往如此；美國國債孳息率']])).toEqual([]);
    // 美國國債 allows 國國 there, not in 中國國旗.
    expect(doubledProblems('zh-hant', allowed('zh-hant'), [['a', '中國國旗']])).toHaveLength(1);
  });

  it('leave Hangul alone: 수수료 and 국가가 are Korean', () => {
    expect(doubledProblems('ko', [], [['a', '수수료는 국가가 정합니다.']])).toEqual([]);
  });
});

describe('a slash between two words', () => {
  const allowed = (set) => termbase(set).allow?.slash ?? [];

  it('fails in running text in two sets', () => {
    expect(slashProblems('zh-hant', allowed('zh-hant'), [['a', '透過信用卡/金融卡存款']])).toEqual([
      'zh-hant a: "過信用卡/金融卡存" in "透過信用卡/金融卡存款" (join the words as the language does, or add the convention to allow.slash)',
    ]);
    expect(slashProblems('fr', allowed('fr'), [['a', 'Choisissez un dépôt/retrait.']])).toHaveLength(1);
  });

  it('passes codes, numbers, paths, glosses and the set’s conventions', () => {
    const text = 'EUR/USD et MT4/MT5, 24 h/24, 7 j/7, m/m, /zh-hans/ et /{language}/ (risk-on/risk-off), ratio risque/rendement.';
    expect(slashProblems('fr', allowed('fr'), [['a', text]])).toEqual([]);
    expect(slashProblems('zh-hans', allowed('zh-hans'), [['a', '请选择您的国家/地区。']])).toEqual([]);
  });
});

describe('English words in a translated text', () => {
  const names = ['MetaTrader', 'Trading Central', 'Buy Limit'];
  const check = (set, text) =>
    englishProblems(set, { names, allowed: termbase(set).allow?.english ?? [], latin: writtenInLatin([['a', text]]) }, [['a', text]]);

  it('fail an English word inside a Korean or Chinese value', () => {
    expect(check('ko', 'Standard 계좌는 50달러부터 개설할 수 있습니다.')).toEqual([
      'ko a: English "Standard" in "Standard 계좌는 50달" (translate it, or add it to allow.english)',
    ]);
    expect(check('zh-hans', '点击Open按钮即可开仓。')).toHaveLength(1);
  });

  it('fail English grammar words in a Vietnamese or German value, not a name', () => {
    expect(check('vi', 'Mở tài khoản with the portal.').map((problem) => problem.split('"')[1])).toEqual(['with', 'the']);
    expect(check('de', 'Eröffnen Sie Ihr Konto in the portal.')).toHaveLength(1);
    expect(check('de', 'Die Bank of Japan und The Fed; Know-how (Know Your Customer).')).toEqual([]);
  });

  it('pass names, capitals, units, glosses and the set’s words', () => {
    expect(check('zh-hans', '使用MetaTrader的Buy Limit挂单，点（pip）与CFD，约30ms，Trading Central。')).toEqual([]);
    expect(check('zh-hant', '外匯（Forex，即 foreign exchange 的縮寫）')).toEqual([]);
    expect(check('it', "All'1% del saldo")).toEqual([]);
  });
});

describe('ended promotions', () => {
  const promotion = (endsAt, text) => ({ id: 'vps', startsAt: '2026-06-01T00:00:00Z', endsAt, text });
  const pastTense = (set) => termbase(set).pastTense.map((pattern) => new RegExp(pattern, 'u'));
  const now = Date.parse('2026-11-01T00:00:00Z');
  const ended = promotion('2026-08-31T23:59:59Z', {
    en: { summary: 'Clients received a free VPS.' },
    'zh-hans': { summary: '每月交易10手的客户可免费获得虚拟专用服务器。' },
    ko: { summary: '고객에게 무료 VPS를 제공합니다.' },
    fr: { summary: 'Les clients reçoivent un VPS.' },
  });

  it('fail a summary worded as if the offer still ran, in two sets', () => {
    expect(endedOfferProblems('zh-hans', pastTense('zh-hans'), [ended], now)).toEqual([
      'zh-hans data/content/promotions.json: vps ended on 2026-08-31, yet its summary reads as running: "每月交易10手的客户可免费获得虚拟专用服务器。" (say it in the past: 已, 曾, (?<![为除])了(?!解))',
    ]);
    expect(endedOfferProblems('ko', pastTense('ko'), [ended], now)).toHaveLength(1);
  });

  it('pass the past, a promotion still running, and a set whose verbs carry the tense', () => {
    const past = promotion('2026-08-31T23:59:59Z', {
      en: { summary: 'x' },
      'zh-hans': { summary: '每月交易10手的客户曾可免费获得虚拟专用服务器。' },
      ko: { summary: '고객에게 무료 VPS를 제공했습니다.' },
    });
    expect(endedOfferProblems('zh-hans', pastTense('zh-hans'), [past], now)).toEqual([]);
    expect(endedOfferProblems('ko', pastTense('ko'), [past], now)).toEqual([]);
    expect(endedOfferProblems('ko', pastTense('ko'), [ended], Date.parse('2026-08-01T00:00:00Z'))).toEqual([]);
    expect(endedOfferProblems('fr', [], [ended], now)).toEqual([]);
  });
});

describe("a regional variant's own termbase", () => {
  it("fails its set's regional words in Taiwan's texts, with Taiwan's word to use", () => {
    const taiwan = termbase('zh-hant-tw');
    expect(termProblems('zh-hant-tw', taiwan, [['a', '請登入您的賬戶並設定止蝕。']])).toEqual([
      'zh-hant-tw a: "賬" (Hong Kong wording: say "帳")',
      'zh-hant-tw a: "止蝕" (Hong Kong wording: say "停損")',
    ]);
    expect(termProblems('zh-hant-tw', taiwan, [['a', '請登入您的帳戶並設定停損。']])).toEqual([]);
    expect(termbaseProblems('zh-hant-tw', taiwan, termbase('en'))).toEqual([]);
  });
});

describe('all the text checks of a set', () => {
  const site = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8'));
  const context = { names: keptNames(site.brand.name, termbase('en'), budget.sameAsEnglishAllowed), promotions: [], now: 0 };

  it('pass zh-hans and zh-hant glossaries and sign-up strings as they are', () => {
    for (const set of ['zh-hans', 'zh-hant'])
      for (const file of ['glossary.json', 'signup.json'])
        expect(
          textProblems(
            set,
            termbase(set),
            strings(set, file).filter(([key]) => key !== 'terms.stop-order.term'),
            context,
          ),
        ).toEqual([]);
  });

  it('report an allowance no string uses', () => {
    const withUnused = { ...termbase('fr'), allow: { slash: ['risque/rendement', 'achat/vente'] } };
    expect(unusedAllowances('fr', withUnused, [['a', 'ratio risque/rendement']])).toEqual([
      'data/terms/fr.json: allow.slash "achat/vente" is in no string of fr (drop it)',
    ]);
  });
});
