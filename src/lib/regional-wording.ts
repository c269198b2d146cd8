/**
 * Regional wording of a shared translation set: Taiwan reads the zh-hant set, which is Hong Kong
 * usage. Taiwan's interface strings are reviewed overrides (locales/zh-hant-tw/); the content
 * items and legal texts of data/ are converted with this phrase table where Taiwan reads them
 * (the embedded API, the prebuilt pages, the GraphQL text resolver, the legal document files),
 * and the regional wording test holds the merged interface strings to the same table.
 *
 * The table follows OpenCC's Taiwan phrases without their false friends (數據→資料, 文件→檔案,
 * 程序→程式 are Hong Kong and Taiwan alike here), plus the trading jargon of Hong Kong that a
 * Taiwanese reader does not use (落盤, 止蝕盤, 好倉/淡倉, 聯儲局, 孳息率); 倉位 and 阻力位 are
 * Taiwan's too, as the reviewed interface strings say them. Longer phrases come
 * before the shorter ones they contain; every Taiwan form is free of its Hong Kong pattern, so
 * converting twice changes nothing.
 */

/** Hong Kong pattern → Taiwan wording. */
export const hongKongToTaiwan: ReadonlyArray<readonly [RegExp, string]> = [
  [/賬/g, '帳'],
  [/止蝕限價盤/g, '停損限價單'],
  [/止蝕盤/g, '停損單'],
  [/止蝕|止損/g, '停損'],
  [/止賺|止盈/g, '停利'],
  [/限價盤/g, '限價單'],
  [/市價盤/g, '市價單'],
  [/掛盤/g, '掛單'],
  [/落第一張訂單/g, '下第一筆訂單'],
  [/落盤/g, '下單'],
  [/入市(?!場)/g, '進場'],
  [/好倉/g, '多單'],
  [/淡倉/g, '空單'],
  [/聯儲局/g, '聯準會'],
  [/英倫銀行/g, '英國央行'],
  [/孳息率?/g, '殖利率'],
  [/議息會議|議息/g, '利率會議'],
  [/升幅/g, '漲幅'],
  [/升勢/g, '漲勢'],
  [/區間上落/g, '區間震盪'],
  [/(?<![接回])收報(?![價告])/g, '收在'],
  [/水平(?!線)/g, '水準'],
  [/裂口/g, '跳空缺口'],
  [/開市(?!場)/g, '開盤'],
  [/擴闊/g, '擴大'],
  [/交易所買賣基金/g, 'ETF'],
  [/重磅股/g, '權值股'],
  [/業績期/g, '財報季'],
  [/油組\+/g, 'OPEC+'],
  [/支持位/g, '支撐位'],
  [/變為支持/g, '變為支撐'],
  [/首次申領失業救濟人數/g, '初領失業救濟金人數'],
  [/國內生產總值/g, '國內生產毛額'],
  [/消費物價/g, '消費者物價'],
  [/按揭(貸款)?/g, '房貸'],
  [/高級分析師/g, '資深分析師'],
  [/投訴/g, '申訴'],
  [/提取/g, '提領'],
  [/設置/g, '設定'],
  [/監察/g, '監控'],
  [/人手介入/g, '人工介入'],
  [/視乎/g, '視'],
  [/毋須/g, '無須'],
  [/訂明/g, '規定'],
  [/細閱/g, '詳閱'],
  [/收妥/g, '收到'],
  [/每宗/g, '每件'],
  [/網絡/g, '網路'],
  [/網上/g, '線上'],
  [/電郵/g, '電子郵件'],
  [/信息/g, '資訊'],
  [/信號/g, '訊號'],
  [/軟件/g, '軟體'],
  [/視頻/g, '影片'],
  [/默認/g, '預設'],
  [/用戶/g, '使用者'],
  [/質素/g, '品質'],
  [/登錄/g, '登入'],
  [/聯繫/g, '聯絡'],
  [/客戶服務/g, '客服'],
  [/私隱/g, '隱私'],
  [/牌照/g, '執照'],
  [/結餘/g, '餘額'],
  [/實時/g, '即時'],
  [/屏幕/g, '螢幕'],
  [/(?<!簡)短訊/g, '簡訊'],
  [/數碼/g, '數位'],
  [/上載/g, '上傳'],
  [/插件/g, '外掛程式'],
  [/按金/g, '保證金'],
  [/回贈/g, '返佣'],
  [/通脹/g, '通膨'],
  [/加息/g, '升息'],
  [/減息/g, '降息'],
  [/陰陽燭/g, 'K線'],
  [/甚麼/g, '什麼'],
  [/悉尼/g, '雪梨'],
  [/毛里裘斯/g, '模里西斯'],
  [/塞舌爾/g, '塞席爾'],
  [/瓦努阿圖/g, '萬那杜'],
  [/肯雅|肯尼亞/g, '肯亞'],
];

/** A zh-hant text in Taiwan's wording. */
export const taiwanWording = (text: string): string =>
  hongKongToTaiwan.reduce((converted, [pattern, taiwan]) => converted.replace(pattern, taiwan), text);

/** The locales that word their set's content their own way, by locale code. */
const regionalWordings: Readonly<Record<string, (text: string) => string>> = { 'zh-hant-tw': taiwanWording };

/** A locale's own wording of its set's texts, if it has one. */
export const regionalWordingOf = (code: string | undefined): ((text: string) => string) | undefined =>
  code === undefined ? undefined : regionalWordings[code];

/** Every string of a JSON value in a wording (objects and arrays keep their shape). */
export function reword<T>(value: T, wording: (text: string) => string): T {
  if (typeof value === 'string') return wording(value) as T;
  if (Array.isArray(value)) return value.map((entry: unknown) => reword(entry, wording)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, reword(entry, wording)])) as T;
  return value;
}
