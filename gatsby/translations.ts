/** Reads a translation set's strings from locales/ for build-time outputs. */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { resourcesFromNodes, type LocaleNodes, type Resources } from '../src/lib/i18n';
import type { BuiltLocale } from '../src/lib/locales';

export function readTranslationSet(set: string): Resources {
  const dir = path.resolve('locales', set);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [path.basename(file, '.json'), JSON.parse(readFileSync(path.join(dir, file), 'utf8'))]),
  );
}

/** A locale's strings as its pages read them: its set, with its own wording (locales/{code}/) over it. */
export function readLocaleStrings(locale: BuiltLocale): Resources {
  const folders = [locale.translationSet, ...(locale.overrides && existsSync(path.resolve('locales', locale.code)) ? [locale.code] : [])];
  const nodes: LocaleNodes = {
    edges: folders.flatMap((folder) =>
      Object.entries(readTranslationSet(folder)).map(([ns, data]) => ({ node: { ns, data: JSON.stringify(data), language: folder } })),
    ),
  };
  return resourcesFromNodes(nodes, locale.translationSet);
}
