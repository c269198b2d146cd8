// Compares every translation set with English: same keys, same {{variables}}, no empty values.
// Usage: node scripts/check-locale-keys.mjs [set ...]   (default: every set in locales/)
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../locales/', import.meta.url).pathname;
const flatten = (obj, prefix = '') =>
  Object.entries(obj).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]]);
const variables = (text) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort().join(',');

const sets = process.argv.slice(2).length ? process.argv.slice(2) : readdirSync(root).filter((s) => s !== 'en');
let problems = 0;
for (const file of readdirSync(join(root, 'en'))) {
  const english = new Map(flatten(JSON.parse(readFileSync(join(root, 'en', file), 'utf8'))));
  for (const set of sets) {
    const path = join(root, set, file);
    if (!existsSync(path)) { console.log(`${set}/${file}: missing file`); problems++; continue; }
    const other = new Map(flatten(JSON.parse(readFileSync(path, 'utf8'))));
    for (const [key, text] of english) {
      const value = other.get(key);
      if (value === undefined || value.trim() === '') { console.log(`${set}/${file}: missing ${key}`); problems++; }
      else if (variables(value) !== variables(text)) { console.log(`${set}/${file}: variables differ in ${key}`); problems++; }
    }
    for (const key of other.keys()) if (!english.has(key)) { console.log(`${set}/${file}: extra key ${key}`); problems++; }
  }
}
console.log(problems ? `${problems} problems` : `all keys present in ${sets.join(', ')}`);
process.exit(problems ? 1 : 0);
