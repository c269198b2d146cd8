/**
 * A piece of text that is either a translation key (with values, e.g. "{{base}} vs {{quote}}"
 * with two asset names) or a literal that reads the same in every language (symbols, product
 * and company names, licence numbers). The values are a list, as the GraphQL layer serves
 * them (gatsby/section-schema.ts); a value that is a text is a key or a literal without values.
 */
export type Text = { key: string; values?: readonly TextValue[] | null } | { literal: string };

/** A value put into a translation: a string as it is, a number, or a text of its own. */
export interface TextValue {
  name: string;
  string?: string | null;
  number?: number | null;
  text?: { key: string } | { literal: string } | null;
}

type ValueOf = Text | string | number;

export type Translate = (key: string, values?: Record<string, unknown>) => string;

const textValue = (name: string, value: ValueOf): TextValue => {
  if (typeof value === 'string') return { name, string: value };
  if (typeof value === 'number') return { name, number: value };
  if ('key' in value && value.values?.length) throw new RangeError(`The text value ${name} (${value.key}) has values of its own`);
  return { name, text: 'key' in value ? { key: value.key } : value };
};

export const keyText = (key: string, values?: Record<string, ValueOf>): Text =>
  values ? { key, values: Object.entries(values).map(([name, value]) => textValue(name, value)) } : { key };

export const literalText = (literal: string): Text => ({ literal });

/** Renders a text with a translate function (react-i18next's t in components). */
export function renderText(text: Text, t: Translate): string {
  if ('literal' in text) return text.literal;
  if (!text.values) return t(text.key);
  const values = Object.fromEntries(
    text.values.map((value) => [value.name, value.text ? renderText(value.text, t) : (value.string ?? value.number)]),
  );
  return t(text.key, values);
}
