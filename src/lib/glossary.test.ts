import {
  definedTermSetJsonLd,
  glossaryFilter,
  groupEntries,
  indexLetter,
  letterAnchor,
  narrowGroups,
  sortEntries,
  type GlossaryEntry,
} from './glossary';

const entry = (id: string, term: string, definition = ''): GlossaryEntry => ({ id, term, definition, seeAlso: [] });
const terms = (entries: GlossaryEntry[]) => entries.map((item) => item.term);
const letters = (tag: string, list: GlossaryEntry[]) => groupEntries(list, tag).map((group) => group.letter);

describe('indexLetter', () => {
  it.each<[term: string, tag: string, letter: string | null, why: string]>([
    ['Ölpreis', 'de', 'O', 'German accents are marks on the base letter'],
    ['écart', 'fr', 'E', 'so are French ones'],
    ['«Spread»', 'it-IT', 'S', 'leading punctuation is skipped'],
    ['Đòn bẩy', 'vi-VN', 'Đ', 'Vietnamese Đ is a letter of its own'],
    ['ấn định', 'vi-VN', 'Â', 'and so is Â: only the tone goes'],
    ['Ưu tiên', 'vi-VN', 'Ư', 'and Ư'],
    ['ảnh', 'vi-VN', 'A', 'a tone alone leaves the base letter'],
    ['أمر السوق', 'ar-AE', 'ا', 'Arabic hamza forms of alef file under alef'],
    ['إيقاف الخسارة', 'ar-AE', 'ا', 'the one below too'],
    ['هامش', 'ar-AE', 'ه', 'other Arabic letters are themselves'],
    ['เลเวอเรจ', 'th-TH', 'ล', 'a Thai term files under its first consonant, past a leading vowel'],
    ['ไลฟ์', 'th-TH', 'ล', 'whichever leading vowel it has'],
    ['สเปรด', 'th-TH', 'ส', 'a Thai term without one under its first letter'],
    ['레버리지', 'ko', 'ㄹ', 'a Korean syllable files under its initial consonant'],
    ['까다로운', 'ko', 'ㄱ', 'a doubled consonant under its single'],
    ['증거금', 'ko', 'ㅈ', 'as Korean indexes have it'],
    ['杠杆', 'zh-CN', null, 'Han has no letter'],
    ['CFD', 'zh-CN', 'C', 'a Latin term in a Chinese list still has one'],
  ])('files "%s" (%s) under %s: %s', (term, tag, letter) => {
    expect(indexLetter(term, tag)).toBe(letter);
  });
});

describe('groupEntries', () => {
  it('sorts by the language and groups under the letters in that order', () => {
    const german = [entry('b', 'Brief'), entry('a2', 'Äquivalent'), entry('a1', 'Aktie'), entry('z', 'Zins')];
    const groups = groupEntries(german, 'de');
    expect(groups.map((group) => [group.letter, group.anchor, terms(group.entries)])).toEqual([
      ['A', 'letter-a', ['Aktie', 'Äquivalent']],
      ['B', 'letter-b', ['Brief']],
      ['Z', 'letter-z', ['Zins']],
    ]);
  });

  it('puts Vietnamese Đ after D, as its own group', () => {
    const vietnamese = [entry('1', 'Đòn bẩy'), entry('2', 'Doji'), entry('3', 'Cổ phiếu'), entry('4', 'Dầu')];
    expect(letters('vi-VN', vietnamese)).toEqual(['C', 'D', 'Đ']);
  });

  it('groups Korean by initial consonant, Hangul before Latin as Korean collation has it', () => {
    const korean = [entry('1', 'CFD'), entry('2', '스프레드'), entry('3', '레버리지'), entry('4', '리스크'), entry('5', '가격')];
    const groups = groupEntries(korean, 'ko');
    expect(groups.map((group) => group.letter)).toEqual(['ㄱ', 'ㄹ', 'ㅅ', 'C']);
    expect(terms(groups[1].entries)).toEqual(['레버리지', '리스크']);
  });

  it('keeps a Thai group together across leading vowels', () => {
    const thai = [entry('1', 'ไลฟ์'), entry('2', 'ลอต'), entry('3', 'เลเวอเรจ'), entry('4', 'กราฟ')];
    const groups = groupEntries(thai, 'th-TH');
    expect(groups.map((group) => [group.letter, group.entries.length])).toEqual([
      ['ก', 1],
      ['ล', 3],
    ]);
  });

  it('shows Chinese as one flat list, by pinyin in Simplified and by strokes in Traditional', () => {
    const simplified = [entry('1', '杠杆'), entry('2', '保证金'), entry('3', '点差'), entry('4', 'CFD')];
    expect(groupEntries(simplified, 'zh-CN')).toEqual([{ letter: null, anchor: null, entries: sortEntries(simplified, 'zh-CN') }]);
    // bǎo, diǎn, gàng (pinyin), then Latin
    expect(terms(sortEntries(simplified, 'zh-CN'))).toEqual(['保证金', '点差', '杠杆', 'CFD']);
    // 保 (9 strokes), 槓 (14), 點 (17)
    expect(terms(sortEntries([entry('1', '槓桿'), entry('2', '點差'), entry('3', '保證金')], 'zh-Hant'))).toEqual([
      '保證金',
      '槓桿',
      '點差',
    ]);
  });

  it('has no group for no entries', () => {
    expect(groupEntries([], 'zh-CN')).toEqual([]);
    expect(groupEntries([], 'en-US')).toEqual([]);
  });
});

describe('glossaryFilter', () => {
  const entries = [
    entry('leverage', 'Effet de levier', 'Permet de contrôler une position plus grande que la marge.'),
    entry('margin', 'Marge', 'Fonds mis de côté pour ouvrir une position.'),
    entry('spread', 'Écart', 'La différence entre le prix acheteur et vendeur.'),
  ];
  const filter = glossaryFilter(entries);

  it('matches the term or the definition, ignoring case and accents', () => {
    expect([...filter('ECART')]).toEqual(['spread']);
    expect([...filter('controler')]).toEqual(['leverage']);
    expect([...filter('  position ')].sort()).toEqual(['leverage', 'margin']);
  });

  it('matches everything for an empty query and nothing for a word no entry holds', () => {
    expect(filter('').size).toBe(3);
    expect(filter('   ').size).toBe(3);
    expect(filter('bitcoin').size).toBe(0);
  });

  it('folds Vietnamese and Arabic the way the site search does', () => {
    const vietnamese = glossaryFilter([entry('leverage', 'Đòn bẩy', 'Tỷ lệ ký quỹ')]);
    expect(vietnamese('don bay').size).toBe(1);
    const arabic = glossaryFilter([entry('order', 'أمر السوق', 'يُنفَّذ فوراً')]);
    expect(arabic('امر').size).toBe(1);
    expect(arabic('ينفذ').size).toBe(1);
  });
});

describe('narrowGroups', () => {
  it('keeps every group, each with only the entries shown', () => {
    const groups = groupEntries([entry('a', 'Ask'), entry('b', 'Bid'), entry('c', 'Balance')], 'en-US');
    const narrowed = narrowGroups(groups, new Set(['c']));
    expect(narrowed.map((group) => [group.letter, terms(group.entries)])).toEqual([
      ['A', []],
      ['B', ['Balance']],
    ]);
  });
});

describe('letterAnchor', () => {
  it('lower-cases the letter after the prefix', () => {
    expect(letterAnchor('Đ', 'vi-VN')).toBe('letter-đ');
    expect(letterAnchor('ㄱ', 'ko')).toBe('letter-ㄱ');
  });
});

describe('definedTermSetJsonLd', () => {
  it('describes every term at its anchor, in a script-safe string', () => {
    const json = definedTermSetJsonLd({
      url: 'https://www.example.com/en/academy/terminology/',
      name: 'Trading glossary',
      inLanguage: 'en-US',
      entries: [
        entry('ask', 'Ask price', 'The buying price.'),
        entry('tricky', 'Tricky', 'Never </script> here.'),
        entry('spread', '点差', 'ราคา 😀'),
      ],
    });
    expect(json).not.toContain('</script>');
    expect(json).toMatch(/^[\x20-\x7e]+$/);
    const data = JSON.parse(json);
    expect(data).toMatchObject({
      '@type': 'DefinedTermSet',
      '@id': 'https://www.example.com/en/academy/terminology/',
      name: 'Trading glossary',
      inLanguage: 'en-US',
    });
    expect(data.hasDefinedTerm[0]).toEqual({
      '@type': 'DefinedTerm',
      url: 'https://www.example.com/en/academy/terminology/#ask',
      name: 'Ask price',
      description: 'The buying price.',
    });
    expect(data.hasDefinedTerm[1].description).toBe('Never </script> here.');
    expect(data.hasDefinedTerm[2]).toMatchObject({ name: '点差', description: 'ราคา 😀' });
  });
});
