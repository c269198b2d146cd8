import { findPublishedLocale, type BuiltLocale } from '../../src/lib/locales';
import { prebuiltAnalysisPages } from '../analysis-pages';
import { pageBodies } from '../legacy/page-bodies';
import { siteRoutes } from '../site-routes';
import { siteMenu } from '../source-nodes';
import { readLocaleStrings } from '../translations';
import { machineReaderFiles } from '../machine-readers';
import { escapeMarkdown, pageMarkdown } from './markdown';
import { sitePageTexts } from './site-pages';
import type { PageText } from './page-text';

const locale = (code: string) => findPublishedLocale(code) as BuiltLocale;
const pagesOf = (code: string): PageText[] =>
  sitePageTexts({
    locale: locale(code),
    resources: readLocaleStrings(locale(code)),
    routes: siteRoutes,
    bodies: pageBodies.bodies,
    prebuilt: prebuiltAnalysisPages(locale(code)),
    now: NOW,
  });
const page = (pages: PageText[], url: string) => pages.find((entry) => entry.url.endsWith(url)) as PageText;
const labels = { breadcrumb: 'Breadcrumb', riskTitle: 'Risk warning' };
const NOW = Date.parse('2026-11-20T00:00:00Z');

describe('page text and its Markdown copy (real page data)', () => {
  const english = pagesOf('en');

  it('renders the account comparison as a Markdown table, with the minimum deposit of each account', () => {
    const markdown = pageMarkdown(page(english, '/en/trading/account-types/'), labels);
    expect(markdown).toMatch(/^# Account types\n\n> /);
    expect(markdown).toContain('| Account | Standard | Raw ECN | Pro |');
    expect(markdown).toContain('| Minimum deposit | $50 | $200 | $5,000 |');
    expect(markdown).toContain('Breadcrumb: [Home](https://www.northwind-markets.example/en/) › Trading › [Account types]');
  });

  it('writes questions and answers as such, and ends with the risk warning', () => {
    const markdown = pageMarkdown(page(english, '/en/trading/account-types/'), labels);
    expect(markdown).toContain('**Which account should I choose?**\n\nIf you are new to trading');
    expect(markdown.trimEnd().split('\n\n').slice(-2)).toEqual(['## Risk warning', expect.stringMatching(/^CFDs are complex instruments/)]);
  });

  it('keeps links in the page prefix and writes the page in its own language', () => {
    const thai = pagesOf('th');
    const markdown = pageMarkdown(page(thai, '/th/trading/account-types/'), labels);
    expect(markdown).toContain('Raw ECN');
    expect(markdown).toMatch(/\$200/);
    const links = [...markdown.matchAll(/\]\((https:\/\/www\.northwind-markets\.example[^)]*)\)/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((link) => link.includes('/th/'))).toBe(true);
    expect(markdown).not.toContain('Minimum deposit');
  });

  it('gives a prebuilt news story its text and a breadcrumb through its list', () => {
    const story = english.find((entry) => entry.url.includes('/analysis/market-news/2026/')) as PageText;
    expect(story.breadcrumb.map((crumb) => crumb.label)).toEqual(['Home', 'Analysis', 'Market news', story.title]);
    expect(story.sections[0].blocks.length).toBeGreaterThan(2);
  });

  it('lists on the news page its first page of stories known at build time, newest first, linking their prebuilt pages', () => {
    const list = page(english, '/en/analysis/market-news/');
    const listed = list.sections.flatMap((entry) => entry.blocks).flatMap((block) => (block.kind === 'items' ? block.items : []));
    const newest = prebuiltAnalysisPages(locale('en'))
      .filter((entry) => entry.routeId === 'analysis-market-news-detail')
      .sort((a, b) => (b.data as { publishedAt: string }).publishedAt.localeCompare((a.data as { publishedAt: string }).publishedAt))
      .slice(0, 4)
      .map((entry) => `https://www.northwind-markets.example/en/${entry.path}/`);
    expect(listed.filter((item) => item.url?.includes('/market-news/2026/')).map((item) => item.url)).toEqual(newest);
    expect(listed[0].text).toMatch(/^[A-Z][a-z]+ \d{1,2}, 2026 · /);
  });

  it('lists the first page of the videos, the promotions and the calendar’s week as their pages show them', () => {
    const thai = pagesOf('th');
    const videos = pageMarkdown(page(thai, '/th/analysis/northwind-tv/'), labels);
    expect([...videos.matchAll(/\]\((https:[^)]*\/th\/analysis\/article-tv-[^)]*)\)/g)].length).toBeGreaterThan(2);
    const promotions = pageMarkdown(page(thai, '/th/trading/promotions-and-rewards/'), labels);
    expect(promotions).toMatch(/ · /);
    const calendar = pageMarkdown(page(thai, '/th/analysis/economic-calendar/'), labels);
    // The week of NOW (Friday 20 November 2026), Monday to Sunday, in UTC, a row per release.
    expect(calendar).toMatch(/การประกาศตัวเลขตั้งแต่ .*16.* ถึง .*22.* \(UTC\)/);
    expect(calendar.match(/\n\| [^\n]+ \|/g)?.length).toBeGreaterThan(10);
  });

  it('lists the webinars still to come, with their registration pages', () => {
    const markdown = pageMarkdown(page(pagesOf('de'), '/de/academy/webinars/'), labels);
    const registrations = [...markdown.matchAll(/\]\((https:[^)]*\/de\/academy\/register-[^)]*)\)/g)];
    expect(registrations).toHaveLength(3);
    expect(markdown).toMatch(/UTC/);
  });

  it('leaves out sections with nothing to read and noindex or parameterised routes', () => {
    const empty = (sections: PageText['sections']): boolean =>
      sections.some((entry) => (entry.blocks.length === 0 && entry.subsections.length === 0) || empty(entry.subsections));
    expect(english.filter((entry) => empty(entry.sections)).map((entry) => entry.url)).toEqual([]);
    const urls = english.map((entry) => entry.url);
    expect(urls.some((url) => url.endsWith('/en/home/user/'))).toBe(false);
    expect(urls.some((url) => url.includes('trading-{'))).toBe(false);
  });

  it("keeps two lists in a row apart (the hero's points, then its calls to action)", () => {
    const markdown = pageMarkdown(page(english, '/en/'), labels);
    expect(markdown).toMatch(/\n- [^\n]+\n\n\* \[[^\n]+\]\(https:\/\/portal\./);
  });

  it('escapes what Markdown would read as markup', () => {
    expect(escapeMarkdown('a <b> *c* [d] | e_f')).toBe('a \\<b\\> \\*c\\* \\[d\\] \\| e\\_f');
  });
});

describe('llms files', () => {
  const { files } = machineReaderFiles([locale('en'), locale('th')], siteMenu(), siteRoutes, pageBodies.bodies, NOW);

  it('writes llms.txt per prefix in its language, linking the Markdown copies, and llms-full.txt with every copy', () => {
    const thai = files.get('th/llms.txt') as string;
    expect(thai).toMatch(/^# Northwind Markets\n\n> /);
    expect(thai).toContain('(https://www.northwind-markets.example/th/trading/account-types/index.md)');
    expect(thai).toContain('## Optional');
    expect(thai).toContain('https://www.northwind-markets.example/th/llms-full.txt');
    const full = files.get('th/llms-full.txt') as string;
    expect(full).toContain(files.get('th/trading/account-types/index.md'));
  });

  it('lists the language versions in the root llms.txt, and copies the English home page to /index.md', () => {
    const root = files.get('llms.txt') as string;
    expect(root).toContain('## Language versions');
    expect(root).toContain('(https://www.northwind-markets.example/th/llms.txt)');
    expect(files.get('index.md')).toBe(files.get('en/index.md'));
  });
});
