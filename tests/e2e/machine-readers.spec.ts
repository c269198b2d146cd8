/**
 * What a language model reads, read as one would: over HTTP from the served build, starting at a
 * language's llms.txt and following its links to the pages' Markdown copies, nothing else.
 * The JSON-LD and Markdown structure of every page: the machine readers gate
 * (scripts/quality/machine-readers.mjs).
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import site from '../../data/site.json';
import accountTypes from '../../data/content/account-types.json';
import thaiSections from '../../locales/th/sections.json';
import { formatMoney } from '../../src/lib/format';

const linksOf = (markdown: string) => [...markdown.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map(([, url]) => url);
const served = (url: string) => url.replace(site.siteUrl, '');

async function fetchText(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return { type: response.headers()['content-type'], text: await response.text() };
}

test('a model answers from /th/llms.txt and three Markdown copies: the minimum deposit of a Raw ECN account', async ({ request }) => {
  const index = await fetchText(request, '/th/llms.txt');
  expect(index.text).toMatch(/^# .+\n\n> .+/);
  const copies = linksOf(index.text).filter((url) => url.startsWith(`${site.siteUrl}/th/`) && url.endsWith('/index.md'));
  expect(copies.length).toBeGreaterThan(20);

  const read = [copies[0], copies[1], copies.find((url) => url.includes('/trading/account-types/')) as string];
  const pages = [];
  for (const url of read) {
    const copy = await fetchText(request, served(url));
    expect(copy.type).toMatch(/^text\/markdown/);
    expect(copy.text).not.toMatch(/<[a-z][^>]*>/i);
    pages.push(copy.text);
  }

  // The account comparison table: the column of Raw ECN, the row of the minimum deposit (in Thai).
  const rows = pages[2].split('\n').filter((line) => line.startsWith('| '));
  const cells = (row: string) => row.slice(2, -2).split(' | ');
  // The column's name, with the badge ("Most popular") the page shows beside it.
  const column = cells(rows[0]).findIndex((cell) => cell.startsWith('Raw ECN'));
  const deposit = rows.map(cells).find((row) => row[0] === thaiSections.accounts.fields.minDeposit);
  const raw = accountTypes.accounts.find((account) => account.id === 'raw');
  expect(column).toBeGreaterThan(0);
  expect(deposit?.[column]).toBe(formatMoney('th-TH', raw?.minDeposit.amount ?? 0, raw?.minDeposit.currency ?? ''));
});

test('every page links its Markdown copy, and the copy tells what the page shows', async ({ page, request }) => {
  await page.goto('/ar/trading/account-types/');
  const href = await page.locator('link[rel="alternate"][type="text/markdown"]').getAttribute('href');
  expect(href).toBe(`${site.siteUrl}/ar/trading/account-types/index.md`);
  const copy = await fetchText(request, served(href as string));
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
  expect(copy.text.startsWith(`# ${heading}\n`)).toBe(true);
  const question = (await page.locator('details summary').first().textContent())?.trim();
  expect(question).toBeTruthy();
  expect(copy.text).toContain(`**${question}**`);
});

test('the root llms.txt lists every language version', async ({ request }) => {
  const root = await fetchText(request, '/llms.txt');
  const versions = linksOf(root.text).filter((url) => url.endsWith('/llms.txt'));
  expect(versions.length).toBe(20);
  for (const url of versions.slice(0, 3)) await fetchText(request, served(url));
});
