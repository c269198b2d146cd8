// HTML validity gate: html-validate (tests/quality/html-validate.config.mjs) over one built
// page of every page template in every translation set, plus the pages outside the language
// prefixes (/, the 404 page). Zero errors. Every built HTML file is also read for NUL bytes
// (React's streaming renderer leaves some; gatsby/post-build.ts removes them).
// Usage: node scripts/quality/html-validity.mjs   (after a production build)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HtmlValidate } from 'html-validate';
import config from '../../tests/quality/html-validate.config.mjs';
import { builtPages, finish, locales, printTable, publicDir, publicFiles, relativeToRoot, requireBuild, root } from './common.mjs';

const gate = 'HTML validity';
requireBuild(gate);

const routeTemplates = new Map(
  JSON.parse(readFileSync(join(root, 'data/routes.json'), 'utf8')).routes.map((route) => [route.id, route.template]),
);

/**
 * A page stands for its Gatsby template, the route-manifest template it renders (home,
 * page, …) and its translation set; pages outside the prefixes stand for themselves.
 */
const kindOf = (page) => {
  const template = page.template.replace(/^component---src-templates-/, '').replace(/-tsx$/, '');
  const variant = routeTemplates.get(page.context.routeId);
  return variant && variant !== template ? `${template}/${variant}` : template;
};
const prefixes = new Set(locales.map((locale) => locale.code));
const outsidePrefixes = (page) => !prefixes.has(page.path.split('/')[1]);

const chosen = new Map();
for (const page of builtPages()) {
  const key = outsidePrefixes(page) ? page.path : `${kindOf(page)} ${page.context.language}`;
  if (!chosen.has(key)) chosen.set(key, page);
}

const validator = new HtmlValidate(config);
const problems = [];
const rows = [];
for (const page of chosen.values()) {
  const report = await validator.validateFile(page.html);
  const messages = report.results.flatMap((result) => result.messages);
  rows.push([kindOf(page), page.context.language ?? '', page.path, report.errorCount, report.warningCount]);
  for (const message of messages) {
    problems.push(`${relativeToRoot(page.html)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
  }
}
rows.sort((a, b) => `${a[0]} ${a[1]}`.localeCompare(`${b[0]} ${b[1]}`));
printTable(['template', 'set', 'page', 'errors', 'warnings'], rows);
const htmlFiles = publicFiles().filter((file) => file.endsWith('.html'));
const withNul = htmlFiles.filter((file) => readFileSync(join(publicDir, file)).includes(0));
for (const file of withNul) problems.push(`public/${file}: holds NUL bytes`);
console.log(`\n${htmlFiles.length} HTML files read for NUL bytes: ${withNul.length} with any`);
const kinds = new Set(rows.map((row) => row[0])).size;
finish(gate, problems, `${rows.length} pages: ${kinds} templates × their translation sets, 0 errors`);
