import { keyText, literalText, renderText } from './text';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : `<${key}>`);

describe('texts', () => {
  it('keeps the values of a key as a list: strings, numbers and texts without values of their own', () => {
    expect(keyText('k', { a: 'x', n: 2, base: keyText('asset'), name: literalText('Apple') })).toEqual({
      key: 'k',
      values: [
        { name: 'a', string: 'x' },
        { name: 'n', number: 2 },
        { name: 'base', text: { key: 'asset' } },
        { name: 'name', text: { literal: 'Apple' } },
      ],
    });
    expect(() => keyText('k', { nested: keyText('inner', { v: 1 }) })).toThrow(/nested/);
  });

  it('renders a literal as it is, a key with its values translated first', () => {
    expect(renderText(literalText('Apple'), t)).toBe('Apple');
    expect(renderText(keyText('k', { a: 'x', n: 2, base: keyText('asset') }), t)).toBe('k{"a":"x","n":2,"base":"<asset>"}');
    // As a page query serves it: absent values are null.
    expect(renderText({ key: 'k', values: [{ name: 'n', string: null, number: 0, text: null }] }, t)).toBe('k{"n":0}');
  });
});
