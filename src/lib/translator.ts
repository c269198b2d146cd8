/**
 * The translation function components use: i18next's own, with the common case answered
 * directly. A page's first render translates a few hundred strings (the menus and footer alone
 * 130), and i18next's `t` resolves each through its full pipeline (option copies, the language
 * hierarchy, interpolation and nesting passes) in code the browser has not optimised yet; in a
 * CPU profile of the Arabic home page's load it was the largest part of hydration after React.
 * A key (of the function's namespace, or `namespace:key`) whose value is a non-empty string with
 * nothing to interpolate or nest is returned as i18next would return it; everything else
 * (options, plurals, fallback namespaces, placeholders, missing keys) goes to i18next.
 */
import type { i18n as I18n, TFunction } from 'i18next';

const translators = new WeakMap<I18n, Map<string, TFunction>>();

/** A stored value i18next returns unchanged: no `{{placeholder}}`, no `$t(nested)` key. */
const isLiteral = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && !value.includes('{{') && !value.includes('$t(');

/**
 * The value i18next would find first for a key, if it is a literal string: the namespace in
 * each language of the hierarchy (locale, its translation set, fallback), in that order.
 */
function literalValue(i18n: I18n, ns: string, path: readonly string[]): string | undefined {
  for (const language of i18n.languages ?? []) {
    let node: unknown = i18n.store.data[language]?.[ns];
    for (const part of path) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    if (node === undefined) continue;
    return isLiteral(node) ? node : undefined;
  }
  return undefined;
}

function createTranslator(i18n: I18n, ns: string): TFunction {
  const fixed = i18n.getFixedT(null, ns) as unknown as (...params: unknown[]) => unknown;
  const nsSeparator = i18n.options.nsSeparator || ':';
  const keySeparator = i18n.options.keySeparator || '.';
  const translate = (...args: unknown[]) => {
    const [key, options] = args;
    if (typeof key === 'string' && options === undefined && args.length <= 2 && !key.includes('$t(')) {
      const [first, second, ...more] = key.split(nsSeparator);
      if (more.length === 0) {
        const value =
          second === undefined ? literalValue(i18n, ns, first.split(keySeparator)) : literalValue(i18n, first, second.split(keySeparator));
        if (value !== undefined) return value;
      }
    }
    return fixed(...args);
  };
  // react-i18next's Trans takes the namespace of its key from the `t` it is given.
  return Object.assign(translate, { ns }) as unknown as TFunction;
}

/** The translation function of one namespace of an i18next instance, one per pair (stable identity). */
export function translatorFor(i18n: I18n, ns: string): TFunction {
  let byNamespace = translators.get(i18n);
  if (!byNamespace) translators.set(i18n, (byNamespace = new Map()));
  let translator = byNamespace.get(ns);
  if (!translator) byNamespace.set(ns, (translator = createTranslator(i18n, ns)));
  return translator;
}
