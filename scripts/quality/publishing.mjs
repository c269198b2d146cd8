// Publishing gate: the publishing benchmark (publish-bench.mjs) at the budget's gateStories stories
// in its gateLocales. Fails when the one-story build renders more HTML pages than show the new
// story (its own pages and the pages that list it: the built pages whose HTML holds its path,
// counted after the build), when the nothing-changed build renders any page, or when a build
// prints Gatsby's "Unsafe builtin" warning (the renderer read a file, so every later build
// renders every page).
// Usage: node scripts/quality/publishing.mjs
import { budget, finish } from './common.mjs';
import { printPublishTable, publishBench } from './publish-bench.mjs';

const gate = 'Publishing';
const { gateStories: stories, gateLocales: locales } = budget.publishing;
const started = Date.now();
const result = await publishBench({ stories, locales });
console.log(`\nPublishing: ${stories} stories per language, BUILD_LOCALES=${locales}, ${result.htmlPages} HTML files\n`);
printPublishTable(result, { stories, locales });

const [, oneStory, nothingChanged] = result.builds;
const { story, written } = result;
const problems = [];
const ownPages = story.showing.filter((file) => file.endsWith(`${story.path}index.html`));
const localeCount = locales.split(',').length;
if (ownPages.length !== localeCount)
  problems.push(`the new story has ${ownPages.length} built pages, not one in each of the ${localeCount} languages`);
if (oneStory.rendered > story.showing.length) {
  const others = written['one story'].filter((file) => !story.showing.includes(file));
  problems.push(
    `the one-story build rendered ${oneStory.rendered} HTML pages; ${story.showing.length} show the new story ` +
      `(${ownPages.length} its own, ${story.showing.length - ownPages.length} listing it). Written without showing it: ` +
      `${others.length} (${others.slice(0, 10).join(', ')}${others.length > 10 ? ', …' : ''})`,
  );
}
if (nothingChanged.rendered > 0)
  problems.push(
    `the nothing-changed build rendered ${nothingChanged.rendered} HTML pages (${written['nothing changed'].slice(0, 10).join(', ')})`,
  );
for (const build of result.builds.filter((entry) => entry.unsafeBuiltin))
  problems.push(`the ${build.name} build printed Gatsby's "Unsafe builtin" warning: code the HTML renderer runs reads a file`);
finish(
  gate,
  problems,
  `${oneStory.rendered} HTML pages rendered for a story shown by ${story.showing.length}, ${nothingChanged.rendered} for nothing; ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
