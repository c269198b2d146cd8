// Compares every translation set with English in locales/: same keys, same {{variables}}, no
// empty values, no untranslated copies of English (the translations gate without the build).
// Usage: node scripts/check-locale-keys.mjs [set ...]   (default: every set in locales/)
import { checkSources } from './quality/translations.mjs';

const sets = process.argv.slice(2);
const { problems, rows } = checkSources(sets.length ? sets : undefined);
for (const problem of problems) console.log(problem);
console.log(problems.length ? `${problems.length} problems` : `all keys present and translated in ${rows.map(([set]) => set).join(', ')}`);
process.exit(problems.length ? 1 : 0);
