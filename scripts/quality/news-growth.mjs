// The news of the publishing benchmark (publish-bench.mjs): data/content/news.json grown to N
// stories made from the existing ones, and the story a newsroom publishes next.

const HOUR_MS = 3_600_000;
const slugOf = (id) => id.split('/').at(-1);

/** A story's id as its URL segment: `YYYY/MM/{slug}-{day}` from its template's slug and its date. */
const storyId = (template, at) => {
  const [year, month, day] = at.toISOString().slice(0, 10).split('-');
  return `${year}/${month}/${slugOf(template.id)}-${day}`;
};

/** A copy of a story published at another moment, under its own id. */
const republished = (template, at) => ({ ...template, id: storyId(template, at), publishedAt: at.toISOString().replace('.000Z', 'Z') });

/**
 * The news grown to `count` stories: the existing ones, then copies of them in turn, one every
 * six hours (and a few minutes) back in time from the newest.
 */
export function grownNews(existing, count) {
  if (count < existing.length) throw new Error(`--stories must be at least the ${existing.length} stories the news has`);
  const newest = Math.max(...existing.map((story) => Date.parse(story.publishedAt)));
  const grown = [...existing];
  for (let k = 0; grown.length < count; k++) {
    grown.push(republished(existing[k % existing.length], new Date(newest - (k + 1) * 6 * HOUR_MS - ((k * 7) % 60) * 60_000)));
  }
  const ids = new Set(grown.map((story) => story.id));
  if (ids.size !== grown.length) throw new Error('the grown news has two stories with one id');
  return grown;
}

/** The story the one-story build publishes: a copy of the first story, published at `at`, which must be the newest moment. */
export function addedStory(news, at) {
  const story = republished(news[0], at);
  if (news.some(({ id, publishedAt }) => id === story.id || Date.parse(publishedAt) >= at.getTime()))
    throw new Error(`the added story ${story.id} is not the newest of the news`);
  return story;
}
