import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  allowedEdits,
  editDistance,
  foldForSearch,
  queryTerms,
  searchEntries,
  searchExcerpt,
  searchWords,
  SEARCH_RESULT_LIMIT,
  type SearchEntry,
} from './search';

const entry = (title: string, breadcrumb: string, category = 'trading', path: string | null = `/en/${title}/`): SearchEntry => ({
  title,
  path,
  href: null,
  breadcrumb,
  category,
});

const english = [
  entry('Range of markets', 'Trading > Markets > Range of markets'),
  entry('Forex', 'Trading > Markets > Forex'),
  entry('Precious metals', 'Trading > Markets > Precious metals'),
  entry('MetaTrader 4', 'Platforms > Trading platforms > MetaTrader 4', 'platform'),
  entry('Trading calculator', 'Platforms > Services > Trading calculator', 'platform'),
  entry('Economic calendar', 'Analysis > Tools > Economic calendar', 'analysis'),
];

describe('searchEntries', () => {
  it('ignores case', () => {
    expect(searchEntries(english, 'FOREX').map((e) => e.title)).toEqual(['Forex']);
  });

  it('returns nothing for an empty or blank query', () => {
    expect(searchEntries(english, '')).toEqual([]);
    expect(searchEntries(english, '   \t')).toEqual([]);
  });

  it('puts a menu entry found by its breadcrumb before a page section whose title holds the words', () => {
    const menu = { ...entry('Help centre', 'Trading > Conditions and support > Help centre'), menu: true as const };
    const section = entry('Support and conditions for traders', 'Help centre > Support and conditions for traders');
    expect(searchEntries([section, menu], 'conditions and support').map((e) => e.title)).toEqual([
      'Help centre',
      'Support and conditions for traders',
    ]);
  });

  it('matches the breadcrumb when the title does not', () => {
    expect(searchEntries(english, 'services').map((e) => e.title)).toEqual(['Trading calculator']);
  });

  it('filters by category', () => {
    expect(searchEntries(english, 'trad', { category: 'platform' }).map((e) => e.title)).toEqual(['Trading calculator', 'MetaTrader 4']);
    expect(searchEntries(english, 'calendar', { category: 'all' }).map((e) => e.title)).toEqual(['Economic calendar']);
  });

  it('ranks title prefix, then title substring, then breadcrumb', () => {
    const entries = [
      entry('Market news', 'Analysis > Market news'),
      entry('Range of markets', 'Trading > Range of markets'),
      entry('Forex', 'Trading > Markets > Forex'),
      entry('Markets overview', 'Trading > Markets overview'),
    ];
    expect(searchEntries(entries, 'market').map((e) => e.title)).toEqual(['Market news', 'Markets overview', 'Range of markets', 'Forex']);
  });

  it(`returns at most ${SEARCH_RESULT_LIMIT} results`, () => {
    const many = Array.from({ length: 25 }, (_, i) => entry(`Page ${i}`, `Trading > Page ${i}`));
    expect(searchEntries(many, 'page')).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(searchEntries(many, 'page', { limit: 3 })).toHaveLength(3);
  });

  it('finds Chinese text without word boundaries', () => {
    const chinese = [
      entry('外汇', '交易 > 市场 > 外汇'),
      entry('贵金属', '交易 > 市场 > 贵金属'),
      entry('经济日历', '分析 > 工具 > 经济日历', 'analysis'),
    ];
    expect(searchEntries(chinese, '金属').map((e) => e.title)).toEqual(['贵金属']);
    expect(searchEntries(chinese, '市场')).toHaveLength(2);
  });

  it('finds Thai text, whose vowel marks are part of the word', () => {
    const thai = [entry('ฟอเร็กซ์', 'การเทรด > ตลาด > ฟอเร็กซ์'), entry('โลหะมีค่า', 'การเทรด > ตลาด > โลหะมีค่า')];
    expect(searchEntries(thai, 'เร็กซ์').map((e) => e.title)).toEqual(['ฟอเร็กซ์']);
    expect(searchEntries(thai, 'ตลาด')).toHaveLength(2);
  });

  it('finds Arabic text, with or without short vowels and alef forms', () => {
    const arabic = [entry('الفوركس', 'التداول > الأسواق > الفوركس'), entry('المعادن الثمينة', 'التداول > الأسواق > المعادن الثمينة')];
    expect(searchEntries(arabic, 'المعادن').map((e) => e.title)).toEqual(['المعادن الثمينة']);
    expect(searchEntries(arabic, 'الْمَعَادِن').map((e) => e.title)).toEqual(['المعادن الثمينة']);
    expect(searchEntries(arabic, 'الاسواق')).toHaveLength(2);
  });

  it('finds Vietnamese text with and without diacritics', () => {
    const vietnamese = [
      entry('Ngoại hối', 'Giao dịch > Thị trường > Ngoại hối'),
      entry('Kim loại quý', 'Giao dịch > Thị trường > Kim loại quý'),
    ];
    expect(searchEntries(vietnamese, 'ngoại hối').map((e) => e.title)).toEqual(['Ngoại hối']);
    expect(searchEntries(vietnamese, 'ngoai hoi').map((e) => e.title)).toEqual(['Ngoại hối']);
    expect(searchEntries(vietnamese, 'giao dich')).toHaveLength(2);
  });

  it('finds French and Portuguese text typed without accents, and the reverse', () => {
    const latin = [
      entry('Dépôts et retraits', 'Trading > Comptes > Dépôts et retraits'),
      entry('Calendário económico', 'Análise > Ferramentas > Calendário económico', 'analysis'),
    ];
    expect(searchEntries(latin, 'depots').map((e) => e.title)).toEqual(['Dépôts et retraits']);
    expect(searchEntries(latin, 'calendario economico').map((e) => e.title)).toEqual(['Calendário económico']);
    expect(searchEntries(latin, 'análise').map((e) => e.title)).toEqual(['Calendário económico']);
  });

  it('finds Korean syllables', () => {
    const korean = [entry('외환', '트레이딩 > 시장 > 외환'), entry('귀금속', '트레이딩 > 시장 > 귀금속')];
    expect(searchEntries(korean, '금속').map((e) => e.title)).toEqual(['귀금속']);
  });
});

describe('foldForSearch', () => {
  it('drops Latin diacritics and folds special letters', () => {
    expect(foldForSearch('Dépôts et Retraits')).toBe('depots et retraits');
    expect(foldForSearch('Ações')).toBe('acoes');
    expect(foldForSearch('Đòn bẩy')).toBe('don bay');
    expect(foldForSearch('Straße')).toBe('strasse');
  });
});

/** The glossary's terms of a translation set as index entries (title: the term, text: its definition): real strings of each script. */
function glossary(set: string): SearchEntry[] {
  const { terms } = JSON.parse(readFileSync(path.resolve('locales', set, 'glossary.json'), 'utf8')) as {
    terms: Record<string, { term: string; definition: string }>;
  };
  return Object.entries(terms).map(([id, { term, definition }]) => ({
    title: term,
    path: `/${set}/academy/terminology/#${id}`,
    href: null,
    breadcrumb: 'Glossary',
    category: 'academy',
    text: definition,
  }));
}
const ids = (entries: SearchEntry[]) => entries.map((found) => found.path?.split('#')[1]);

describe('searchEntries over page text, in every script', () => {
  it('ranks the entry whose title holds the query above those whose text does (zh-hans, zh-hant)', () => {
    expect(ids(searchEntries(glossary('zh-hans'), '追加保证金')).slice(0, 2)).toEqual(['margin-call', 'margin-level']);
    expect(ids(searchEntries(glossary('zh-hant'), '保證金通知'))[0]).toBe('margin-call');
    expect(ids(searchEntries(glossary('zh-hans'), '强制平仓'))).toEqual(expect.arrayContaining(['margin-call', 'margin-level']));
  });

  it('finds Korean and Thai words inside runs of text without spaces', () => {
    expect(ids(searchEntries(glossary('ko'), '마진콜')).slice(0, 2)).toEqual(['margin-call', 'margin-level']);
    expect(ids(searchEntries(glossary('th'), 'มาร์จิ้นคอล')).slice(0, 2)).toEqual(['margin-call', 'margin-level']);
    expect(ids(searchEntries(glossary('th'), 'เลเวอเรจ')).length).toBeGreaterThan(1);
  });

  it('matches Arabic without its marks and with any alef form', () => {
    expect(ids(searchEntries(glossary('ar'), 'نداء الهامش'))[0]).toBe('margin-call');
    expect(ids(searchEntries(glossary('ar'), 'الاغلاق الاجباري'))).toEqual(expect.arrayContaining(['margin-call', 'margin-level']));
  });

  it('matches Vietnamese and German typed without their marks, every word of the query wherever it is', () => {
    expect(ids(searchEntries(glossary('vi'), 'goi ky quy'))[0]).toBe('margin-call');
    expect(ids(searchEntries(glossary('de'), 'margin call'))[0]).toBe('margin-call');
    expect(ids(searchEntries(glossary('de'), 'SCHLIESSEN sicherheit'))).toContain('margin');
    expect(searchEntries(glossary('de'), 'schliessen zzz')).toEqual([]);
  });

  it('keeps the menu entries first among equal matches', () => {
    const menu = { ...entry('Free margin and more', 'Platforms > Services > Free margin and more', 'platform'), menu: true as const };
    // "Margin" itself (a title starting with the query) comes after the menu's title match.
    expect(ids(searchEntries([...glossary('en'), menu], 'margin').slice(1, 2))).toEqual(['margin']);
    expect(searchEntries([...glossary('en'), menu], 'margin')[0]).toBe(menu);
  });
});

describe('queries in scripts without spaces', () => {
  it('cuts Chinese and Thai queries into words, and leaves spaced scripts to their spaces', () => {
    expect(queryTerms('บัญชีไม่มีสวอป')).toEqual(['บัญชี', 'ไม่มี', 'สวอป']);
    expect(queryTerms('免隔夜利息賬戶')).toEqual(expect.arrayContaining(['隔夜', '利息', '賬戶']));
    expect(queryTerms('스왑 프리 계좌')).toEqual(['스왑', '프리', '계좌']);
    expect(queryTerms('Đòn bẩy')).toEqual(['don', 'bay']);
  });

  it('finds the words of a query wherever the text holds them, the text that holds them in order first', () => {
    // "swap account": the term is "account without swap".
    expect(ids(searchEntries(glossary('th'), 'บัญชีสวอป'))[0]).toBe('swap-free-account');
    expect(ids(searchEntries(glossary('zh-hant'), '賬戶隔夜'))[0]).toBe('swap-free-account');
    expect(ids(searchEntries(glossary('zh-hans'), '止损保证'))).toContain('guaranteed-stop-loss');
    expect(ids(searchEntries(glossary('zh-hans'), '保证止损'))[0]).toBe('guaranteed-stop-loss');
    expect(ids(searchEntries(glossary('ko'), '스왑 계좌'))[0]).toBe('swap-free-account');
  });
});

describe('typos in Latin scripts', () => {
  it('allows one edit from five letters and two from nine, a swap of neighbours counting once', () => {
    expect([4, 5, 8, 9].map((length) => allowedEdits('x'.repeat(length)))).toEqual([0, 1, 1, 2]);
    expect(editDistance('leverge', 'leverage', 1)).toBe(1);
    expect(editDistance('withdrawl', 'withdrawal', 2)).toBe(1);
    expect(editDistance('volatilty', 'volatility', 2)).toBe(1);
    expect(editDistance('sicherhiet', 'sicherheit', 2)).toBe(1);
    expect(editDistance('margin', 'spread', 2)).toBe(3);
  });

  it('finds the word meant, its title above the texts that hold it', () => {
    expect(ids(searchEntries(glossary('en'), 'leverge'))[0]).toBe('leverage');
    expect(ids(searchEntries(glossary('en'), 'volatilyty'))[0]).toBe('volatility');
    expect(ids(searchEntries(glossary('en'), 'liquidty provder'))[0]).toBe('liquidity-provider');
    expect(ids(searchEntries(glossary('de'), 'Volatilitat'))[0]).toBe('volatility');
    expect(ids(searchEntries(glossary('fr'), 'volatilte'))[0]).toBe('volatility');
    expect(ids(searchEntries(glossary('vi'), 'thanh khoan'))[0]).toBe('liquidity');
  });

  it('ranks a title that starts with the corrected word first, as for a query typed right', () => {
    const mistakes = { ...entry('Too much leverage', 'Beginner’s guide > Four mistakes', 'academy', '/en/academy/beginner/#mistakes') };
    expect(searchEntries([mistakes, ...glossary('en')], 'leverge')[0].title).toBe('Leverage');
  });

  it('takes the last word as the start of a word, typo included', () => {
    expect(ids(searchEntries(glossary('en'), 'leverg'))[0]).toBe('leverage');
    expect(ids(searchEntries(glossary('en'), 'liquidity provi'))[0]).toBe('liquidity-provider');
  });

  it('leaves short words and words the index holds as they are', () => {
    expect(searchEntries(glossary('en'), 'levr')).toEqual([]);
    expect(searchWords(glossary('en'), 'margin')).toEqual(['margin']);
    expect(searchWords(glossary('en'), 'leverge')).toEqual(['leverage']);
  });

  it('marks the corrected words in the excerpt', () => {
    const [leverage] = glossary('en').filter((found) => found.path?.endsWith('#leverage'));
    const parts = searchExcerpt(leverage.text, searchWords(glossary('en'), 'leverge')) ?? [];
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Leverage']);
  });
});

describe('searchExcerpt', () => {
  const marked = (parts: ReturnType<typeof searchExcerpt>) => parts?.filter((part) => part.match).map((part) => part.text);

  it('marks the words of the query as the text writes them', () => {
    const [callVi] = glossary('vi').filter((found) => found.path?.endsWith('#margin-call'));
    // Each word on its own, wherever it is ("quy định": the threshold set).
    expect(marked(searchExcerpt(callVi.text, 'ky quy'))).toEqual(['ký', 'quỹ', 'quy']);
    const [callTh] = glossary('th').filter((found) => found.path?.endsWith('#margin-call'));
    expect(marked(searchExcerpt(callTh.text, 'สต็อปเอาต์'))).toEqual(['สต็อปเอาต์']);
    const [callAr] = glossary('ar').filter((found) => found.path?.endsWith('#margin-call'));
    expect(marked(searchExcerpt(callAr.text, 'الاغلاق'))).toEqual(['الإغلاق']);
  });

  it('cuts a long text around the first match, and gives nothing when the text does not hold the query', () => {
    const text = `${'word '.repeat(100)}swap points ${'more '.repeat(100)}`;
    const parts = searchExcerpt(text, 'swap') ?? [];
    expect(parts[0].text).toBe('…');
    expect(parts.at(-1)?.text).toBe('…');
    expect(parts.map((part) => part.text).join('').length).toBeLessThan(200);
    expect(searchExcerpt(text, 'margin')).toBeNull();
    expect(searchExcerpt(undefined, 'swap')).toBeNull();
  });
});
