/**
 * A piece of text that is either a translation key (with values that are texts
 * themselves, e.g. "{{base}} vs {{quote}}" with two asset names) or a literal that
 * reads the same in every language (symbols, product and company names, licence numbers).
 */
export type Text = { key: string; values?: Readonly<Record<string, Text | string | number>> } | { literal: string };

export type Translate = (key: string, values?: Record<string, unknown>) => string;

export const keyText = (key: string, values?: Record<string, Text | string | number>): Text => (values ? { key, values } : { key });

export const literalText = (literal: string): Text => ({ literal });

/** Renders a text with a translate function (react-i18next's t in components). */
export function renderText(text: Text, t: Translate): string {
  if ('literal' in text) return text.literal;
  if (!text.values) return t(text.key);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [name, typeof value === 'object' ? renderText(value, t) : value]),
  );
  return t(text.key, values);
}
