import * as reachRouter from '@gatsbyjs/reach-router';
import { pick } from './match-path-pick';

jest.mock('@gatsbyjs/reach-router', () => {
  const actual = jest.requireActual('@gatsbyjs/reach-router');
  return { ...actual, pick: jest.fn(actual.pick) };
});
const rankAndPick = reachRouter.pick as jest.MockedFunction<typeof reachRouter.pick>;
const { pick: reachPick } = jest.requireActual<typeof reachRouter>('@gatsbyjs/reach-router');

/** Gatsby's find-path shape: a match path and the page it stands for, per language, as the build lists them. */
const routesOf = (prefix: string) => [
  { path: `/${prefix}/academy/beginner/`, originalPath: `/${prefix}/academy/beginner/` },
  { path: `/${prefix}/academy/:id`, originalPath: `/${prefix}/academy/register-[id]/` },
  { path: `/${prefix}/analysis/market-news/*`, originalPath: `/${prefix}/analysis/market-news/[...id]/` },
  { path: `/${prefix}/analysis/overview/`, originalPath: `/${prefix}/analysis/overview/` },
  { path: `/${prefix}/analysis/:id`, originalPath: `/${prefix}/analysis/article-tv-[id]/` },
];
const routes = ['en', 'ar', 'zh-hant-tw'].flatMap(routesOf);

beforeEach(() => rankAndPick.mockClear());

it("gives reach-router's answer for URLs of every language, matching or not", () => {
  const uris = [
    '/ar/academy/beginner/',
    '/ar/academy/register-42',
    '/zh-hant-tw/analysis/market-news/2026/11/gold',
    '/en/analysis/overview/',
    '/en/analysis/article-tv-7',
    '/en/trading/forex/',
    '/ar/',
    '/',
    '/ar',
  ];
  for (const uri of uris) expect(pick(routes, uri)).toEqual(reachPick(routes, uri));
  expect(pick(routes, '/ar/academy/beginner/')?.route.originalPath).toBe('/ar/academy/beginner/');
  expect(pick(routes, '/ar/academy/register-42')?.route.originalPath).toBe('/ar/academy/register-[id]/');
});

it("ranks only the routes of the URL's language", () => {
  pick(routes, '/ar/analysis/market-news/2026/11/gold');
  expect(rankAndPick).toHaveBeenCalledTimes(1);
  expect(rankAndPick.mock.calls[0][0]).toEqual(routesOf('ar'));
});

it('ranks them all when a route could match in any language', () => {
  const withPattern = [{ path: '/:lang/landing/*', originalPath: '/[lang]/landing/[...]/' }, ...routes];
  expect(pick(withPattern, '/ar/landing/spring')?.route.originalPath).toBe('/[lang]/landing/[...]/');
  expect(rankAndPick.mock.calls[0][0]).toHaveLength(withPattern.length);
});
