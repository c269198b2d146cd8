import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addedStory, grownNews } from './news-growth.mjs';

const { news } = JSON.parse(readFileSync(join(__dirname, '../../data/content/news.json'), 'utf8'));

describe('the grown news', () => {
  const grown = grownNews(news, 1000);

  it('keeps the stories and adds copies with every translation up to the count', () => {
    expect(grown).toHaveLength(1000);
    expect(grown.slice(0, news.length)).toEqual(news);
    for (const story of grown) expect(Object.keys(story.text)).toEqual(Object.keys(news[0].text));
  });

  it('gives each story its own id, YYYY/MM/slug of its date, and spreads the dates back in time', () => {
    expect(new Set(grown.map((story) => story.id)).size).toBe(1000);
    for (const story of grown.slice(news.length)) {
      expect(story.id).toMatch(
        new RegExp(`^${story.publishedAt.slice(0, 4)}/${story.publishedAt.slice(5, 7)}/[a-z0-9-]+-${story.publishedAt.slice(8, 10)}$`),
      );
    }
    const times = grown.slice(news.length).map((story) => Date.parse(story.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((times[0] - times.at(-1)) / 86_400_000).toBeGreaterThan(200);
  });

  it('refuses fewer stories than the news has', () => {
    expect(() => grownNews(news, news.length - 1)).toThrow(/at least/);
  });
});

describe('the added story', () => {
  it('is a new story, newer than all', () => {
    const grown = grownNews(news, 50);
    const story = addedStory(grown, new Date('2026-11-29T05:00:00Z'));
    expect(story).toMatchObject({ id: `2026/11/${news[0].id.split('/').at(-1)}-29`, publishedAt: '2026-11-29T05:00:00Z' });
    expect(() => addedStory(grown, new Date(news[0].publishedAt))).toThrow(/newest/);
  });
});
