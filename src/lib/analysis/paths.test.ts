import manifest from '../../../data/routes.json';
import { matchRoute, type RouteDefinition } from '../routes';
import { withBrand } from '../site';
import { analysisPaths, encodeSegments } from './paths';

const route = (id: string) => {
  const found = (manifest.routes as RouteDefinition[]).find((entry) => entry.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return { ...found, path: withBrand(found.path) };
};

describe('analysis paths', () => {
  it('are the paths of the static analysis routes', () => {
    expect(analysisPaths.overview).toBe(route('analysis-overview').path);
    expect(analysisPaths.news).toBe(route('analysis-market-news').path);
    expect(analysisPaths.insight).toBe(route('analysis-market-insight').path);
    expect(analysisPaths.articles).toBe(route('analysis-article').path);
    expect(analysisPaths.calendar).toBe(route('analysis-economic-calendar').path);
    expect(analysisPaths.tv).toBe(route('analysis-brand-tv').path);
    expect(analysisPaths.search).toBe(route('analysis-search').path);
  });

  it('reach the catch-all routes with the item as their parameter', () => {
    expect(matchRoute(route('analysis-market-news-detail'), analysisPaths.newsItem('2026/11/fed-holds-rates'))).toEqual({
      params: { id: '2026/11/fed-holds-rates' },
    });
    expect(matchRoute(route('analysis-market-news-detail'), analysisPaths.newsItem('2026/11/what? 50% off#1'))?.params.id).toBe(
      '2026/11/what? 50% off#1',
    );
    expect(matchRoute(route('analysis-market-insight-detail'), analysisPaths.article('insight', 'gold-outlook-2027'))?.params.id).toBe(
      'gold-outlook-2027',
    );
    expect(
      matchRoute(route('analysis-market-insight-article'), analysisPaths.article('article', 'position-sizing-basics'))?.params.id,
    ).toBe('position-sizing-basics');
    expect(matchRoute(route('analysis-article-tv'), analysisPaths.video('what-is-leverage'))?.params.id).toBe('what-is-leverage');
    expect(matchRoute(route('analysis-individual'), analysisPaths.instrument('XAUUSD'))?.params.id).toBe('xauusd');
  });

  it('encodes each segment of an id and keeps its slashes', () => {
    expect(encodeSegments('2026/11/a b?')).toBe('2026/11/a%20b%3F');
  });
});
