// Compares every translation set with English in locales/: same keys, same {{variables}}, no
// empty values, no untranslated copies of English (the translations gate without the build).
// Usage: node scripts/check-locale-keys.mjs [set ...]   (default: every set in locales/)
import { checkOverrides, checkSources } from './quality/translations.mjs';

const sets = process.argv.slice(2).filter((set) => set !== 'en'); // English is the source
const sources = checkSources(sets.length ? sets : undefined);
const { rows } = sources;
const problems = [...sources.problems, ...(sets.length ? [] : checkOverrides().problems)];
for (const problem of problems) console.log(problem);
console.log(problems.length ? `${problems.length} problems` : `all keys present and translated in ${rows.map(([set]) => set).join(', ')}`);
process.exit(problems.length ? 1 : 0);
