// Publishing benchmark: what a newsroom's builds cost when the news holds N stories in every
// language. In a copy of the project (project-copy.mjs) the news (data/content/news.json) grows
// to N stories made from the existing ones, each with all its translations, one every six hours
// back from the newest; then three production builds (build.mjs, timedBuild):
//   cold             no .cache/ or public/, as after `gatsby clean`;
//   one story        a new story, the newest, added with .cache/ and public/ kept;
//   nothing changed  the same build again.
// Each prints its wall clock, the peak memory of its process tree and the HTML pages Gatsby
// rendered. The build's day is pinned (SOURCE_DATE_EPOCH) at the benchmark's start, so that the
// three builds make their lists on the same day. The copy is removed at the end.
// Usage: npm run bench:publish [-- --stories N] [--locales en,ar] [--keep]   (default 1000 stories, all
// languages; --keep leaves the copy in place to look into, with each build's output)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { formatMemory, timedBuild, unsafeBuiltinWarning } from './build.mjs';
import { budget, printTable } from './common.mjs';
import { addedStory, grownNews } from './news-growth.mjs';
import { projectCopy } from './project-copy.mjs';

const NEWS_FILE = 'data/content/news.json';
/** The route of a story's page (data/routes.json): its path, with the story's id for `{id}`. */
const STORY_ROUTE = 'analysis-market-news-detail';

function storyPagePath(copyDir, id) {
  const { routes } = JSON.parse(readFileSync(join(copyDir, 'data/routes.json'), 'utf8'));
  const route = routes.find((entry) => entry.id === STORY_ROUTE);
  if (!route) throw new Error(`data/routes.json has no route ${STORY_ROUTE}`);
  return `/${route.path.replace('{id}', id)}/`;
}

/** Every HTML file under a folder, as paths relative to it, with its modification time. */
function htmlFiles(dir) {
  return new Map(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
      .map((entry) => {
        const file = join(entry.parentPath, entry.name);
        return [relative(dir, file).split(sep).join('/'), statSync(file).mtimeMs];
      }),
  );
}

/** The HTML files written since `before` (a map of htmlFiles). */
const writtenSince = (before, after) => [...after].filter(([file, time]) => before.get(file) !== time).map(([file]) => file);

/**
 * Runs the three builds in a copy; answers each build's figures, the added story's id and URL
 * path (below the locale prefix), the built pages that show it (their HTML holds its path) and
 * the HTML files each incremental build wrote.
 */
export async function publishBench({ stories, locales, keep = false, log = console.log }) {
  const copy = projectCopy('publish-bench');
  try {
    const newsFile = join(copy.dir, NEWS_FILE);
    const { news } = JSON.parse(readFileSync(newsFile, 'utf8'));
    const grown = grownNews(news, stories);
    writeFileSync(newsFile, JSON.stringify({ news: grown }, null, 2));
    const startedAt = new Date();
    const env = { SOURCE_DATE_EPOCH: String(Math.floor(startedAt.getTime() / 1000)), ...(locales ? { BUILD_LOCALES: locales } : {}) };
    const publicDir = join(copy.dir, 'public');
    const build = async (name) => {
      log(`\npublishing benchmark: ${name} build (${stories} stories, ${locales ? `BUILD_LOCALES=${locales}` : 'all languages'}) …`);
      const result = await timedBuild({ env, quiet: true, cwd: copy.dir });
      if (keep) writeFileSync(join(copy.dir, `publish-bench-${name.replaceAll(' ', '-')}.log`), result.log);
      log(`  ${result.seconds.toFixed(0)} s, ${formatMemory(result.peakBytes)}, ${result.rendered} HTML pages rendered`);
      // Gatsby's own account of a new browser compilation: it rewrites every page's HTML (without rendering it).
      const rewroteHashes = /Rewriting compilation hashes/.test(result.log);
      return { name, ...result, unsafeBuiltin: unsafeBuiltinWarning(result.log), rewroteHashes };
    };

    const cold = await build('cold');
    const added = addedStory(grown, startedAt);
    writeFileSync(newsFile, JSON.stringify({ news: [added, ...grown] }, null, 2));
    const beforeStory = htmlFiles(publicDir);
    const oneStory = await build('one story');
    const afterStory = htmlFiles(publicDir);
    const oneStoryWritten = writtenSince(beforeStory, afterStory);
    const nothingChanged = await build('nothing changed');
    const nothingWritten = writtenSince(afterStory, htmlFiles(publicDir));

    // The pages that show the story: its own in every language and those that list or link it.
    const storyPath = storyPagePath(copy.dir, added.id);
    const showing = [...afterStory.keys()].filter((file) => readFileSync(join(publicDir, file), 'utf8').includes(storyPath));
    return {
      builds: [cold, oneStory, nothingChanged],
      story: { id: added.id, path: storyPath, showing },
      written: { 'one story': oneStoryWritten, 'nothing changed': nothingWritten },
      htmlPages: afterStory.size,
    };
  } finally {
    if (keep) log(`\nThe copy is kept: ${copy.dir}`);
    else copy.remove();
  }
}

const goals = budget.publishing.goals;
const GB = 1024 ** 3;

/** Prints the builds as a table, with the goals (budget.json, publishing) where they apply. */
export function printPublishTable({ builds, story, written }, { stories, locales }) {
  const withGoals = stories === budget.publishing.goalStories && !locales;
  const goalOf = { cold: goals.cold, 'one story': goals.oneStory, 'nothing changed': goals.nothingChanged };
  const verdict = (build) => {
    const goal = goalOf[build.name];
    const missed = [
      build.seconds > goal.seconds && 'time',
      goal.memoryGB !== undefined && build.peakBytes > goal.memoryGB * GB && 'memory',
      goal.rendered !== undefined && build.rendered > goal.rendered && 'pages',
    ].filter(Boolean);
    return missed.length ? `missed: ${missed.join(', ')}` : 'met';
  };
  const goalText = (goal) =>
    [
      `≤ ${goal.seconds} s`,
      goal.memoryGB !== undefined && `≤ ${goal.memoryGB} GB`,
      goal.rendered !== undefined && `≤ ${goal.rendered} pages`,
    ]
      .filter(Boolean)
      .join(', ');
  printTable(
    ['build', 'seconds', 'peak memory', 'HTML pages rendered', ...(withGoals ? ['goal', ''] : [])],
    builds.map((build) => [
      build.name,
      build.seconds.toFixed(0),
      formatMemory(build.peakBytes),
      build.rendered,
      ...(withGoals ? [goalText(goalOf[build.name]), verdict(build)] : []),
    ]),
  );
  console.log(`\nThe added story (${story.id}) is shown by ${story.showing.length} built pages (their HTML holds ${story.path}).`);
  const unsafe = builds.filter((build) => build.unsafeBuiltin).map((build) => build.name);
  if (unsafe.length) console.log(`Gatsby warned "Unsafe builtin method was used" in: ${unsafe.join(', ')}.`);
  const rewrote = builds.slice(1).filter((build) => build.rewroteHashes);
  if (rewrote.length)
    console.log(`A new browser compilation made Gatsby rewrite every page's HTML in: ${rewrote.map((build) => build.name).join(', ')}.`);
  for (const [name, files] of Object.entries(written))
    console.log(
      `HTML files written by the ${name} build: ${files.length}${files.length ? ` (${files.slice(0, 5).join(', ')}${files.length > 5 ? ', …' : ''})` : ''}`,
    );
}

/** `--name value` from the command line. */
const option = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const stories = Number(option('stories') ?? budget.publishing.goalStories);
  if (!Number.isInteger(stories)) throw new Error('--stories needs a whole number');
  const locales = option('locales');
  const result = await publishBench({ stories, locales, keep: process.argv.includes('--keep') });
  console.log(
    `\nPublishing benchmark: ${stories} stories per language, ${locales ? `BUILD_LOCALES=${locales}` : 'all languages'}, ${result.htmlPages} HTML files\n`,
  );
  printPublishTable(result, { stories, locales });
}
