/**
 * Regional wording of a shared translation set: Taiwan reads the zh-hant set, which is Hong Kong
 * usage. Taiwan's interface strings are reviewed overrides (locales/zh-hant-tw/); the content
 * items and legal texts of data/ are converted with this phrase table where Taiwan reads them
 * (the embedded API, the prebuilt pages, the GraphQL text resolver, the legal document files),
 * and the regional wording test holds the merged interface strings to the same table.
 *
 * The table (data/terms/zh-hant-tw.json, `regional`) follows OpenCC's Taiwan phrases without their false friends (數據→資料, 文件→檔案,
 * 程序→程式 are Hong Kong and Taiwan alike here), plus the trading jargon of Hong Kong that a
 * Taiwanese reader does not use (落盤, 止蝕盤, 好倉/淡倉, 聯儲局, 孳息率); 倉位 and 阻力位 are
 * Taiwan's too, as the reviewed interface strings say them. Longer phrases come
 * before the shorter ones they contain; every Taiwan form is free of its Hong Kong pattern, so
 * converting twice changes nothing.
 */
import taiwanTermbase from '../../data/terms/zh-hant-tw.json';

/** Hong Kong pattern → Taiwan wording: the `regional` table of Taiwan's termbase, which the translations gate also reads. */
export const hongKongToTaiwan: ReadonlyArray<readonly [RegExp, string]> = taiwanTermbase.regional.avoid.map(
  ([pattern, taiwan]) => [new RegExp(pattern, 'g'), taiwan] as const,
);

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
