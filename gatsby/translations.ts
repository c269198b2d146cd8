/** Reads a translation set's strings from locales/ for build-time outputs. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Resources } from '../src/lib/i18n';

export function readTranslationSet(set: string): Resources {
  const dir = path.resolve('locales', set);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [path.basename(file, '.json'), JSON.parse(readFileSync(path.join(dir, file), 'utf8'))]),
  );
}
