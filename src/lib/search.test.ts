import { foldForSearch, searchEntries, SEARCH_RESULT_LIMIT, type SearchEntry } from './search';

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

  it('matches the breadcrumb when the title does not', () => {
    expect(searchEntries(english, 'services').map((e) => e.title)).toEqual(['Trading calculator']);
  });

  it('filters by category', () => {
    expect(searchEntries(english, 'trad', { category: 'platform' }).map((e) => e.title)).toEqual(['Trading calculator', 'MetaTrader 4']);
    expect(searchEntries(english, 'calendar', { category: 'all' }).map((e) => e.title)).toEqual(['Economic calendar']);
  });

  it('ranks title prefix, then title substring, then breadcrumb', () => {
    const entries = [entry('Market news', 'Analysis > Market news'), entry('Range of markets', 'Trading > Range of markets'), entry('Forex', 'Trading > Markets > Forex'), entry('Markets overview', 'Trading > Markets overview')];
    expect(searchEntries(entries, 'market').map((e) => e.title)).toEqual(['Market news', 'Markets overview', 'Range of markets', 'Forex']);
  });

  it(`returns at most ${SEARCH_RESULT_LIMIT} results`, () => {
    const many = Array.from({ length: 25 }, (_, i) => entry(`Page ${i}`, `Trading > Page ${i}`));
    expect(searchEntries(many, 'page')).toHaveLength(SEARCH_RESULT_LIMIT);
    expect(searchEntries(many, 'page', { limit: 3 })).toHaveLength(3);
  });

  it('finds Chinese text without word boundaries', () => {
    const chinese = [entry('外汇', '交易 > 市场 > 外汇'), entry('贵金属', '交易 > 市场 > 贵金属'), entry('经济日历', '分析 > 工具 > 经济日历', 'analysis')];
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
    const vietnamese = [entry('Ngoại hối', 'Giao dịch > Thị trường > Ngoại hối'), entry('Kim loại quý', 'Giao dịch > Thị trường > Kim loại quý')];
    expect(searchEntries(vietnamese, 'ngoại hối').map((e) => e.title)).toEqual(['Ngoại hối']);
    expect(searchEntries(vietnamese, 'ngoai hoi').map((e) => e.title)).toEqual(['Ngoại hối']);
    expect(searchEntries(vietnamese, 'giao dich')).toHaveLength(2);
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
