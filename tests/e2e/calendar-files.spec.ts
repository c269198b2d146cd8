/**
 * Calendar subscriptions against the real embedded API: the economic calendar's feed for the
 * filters chosen on the page (https:// and webcal:// addresses), each release and each webinar
 * as a file to add, every answer read by a calendar parser; in en, ar and zh-hans.
 */
import type { APIResponse, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { test, expect, hydrated } from './fixtures';
import { parseCalendar } from '../icalendar-parse';

async function calendarOf(response: APIResponse) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  // Decoded strictly: a character split by folding would not decode.
  return parseCalendar(new TextDecoder('utf-8', { fatal: true }).decode(await response.body()));
}

const subscription = (page: Page) => page.locator('#calendar input[type="url"]');

for (const code of ['en', 'ar', 'zh-hans']) {
  test.describe(`calendar files in ${code} @mobile`, () => {
    test('subscribes to the releases of the chosen currencies and importance', async ({ page, baseURL }) => {
      await page.goto(`/${code}/analysis/economic-calendar/`);
      await hydrated(page, '#calendar [aria-pressed]');
      const feed = `${baseURL}/api/economic-calendar.ics?lang=${code}`;
      await expect(subscription(page)).toHaveValue(feed);
      const app = page.locator(`#calendar a[href^="webcal://"]`);
      await expect(app).toHaveAttribute('href', feed.replace(/^https?:/, 'webcal:'));

      // Only high importance, only USD: the address follows the filters.
      const levels = page.locator('#calendar fieldset').nth(1).getByRole('checkbox');
      await levels.nth(1).uncheck();
      await levels.nth(2).uncheck();
      await page.locator('#calendar').getByRole('checkbox', { name: 'USD' }).check();
      await expect(subscription(page)).toHaveValue(`${feed}&currencies=USD&importance=3`);
      await expect(app).toHaveAttribute('href', `${feed}&currencies=USD&importance=3`.replace(/^https?:/, 'webcal:'));

      const calendar = await calendarOf(await page.request.get((await subscription(page).inputValue()) as string));
      expect(calendar.events.length).toBeGreaterThan(5);
      const high = await page.locator('#calendar fieldset').nth(1).locator('label').first().innerText();
      for (const event of calendar.events) {
        expect(event.summary.startsWith('USD ')).toBe(true);
        expect(event.summary).toContain(high);
        expect(event.url).toMatch(new RegExp(`/${code}/analysis/economic-calendar/$`));
      }
      // The page's own rows are among the feed's releases, by their UIDs.
      const rowIds = await page
        .locator('#calendar tbody tr a[download]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).searchParams.get('event')));
      const uids = new Set(calendar.events.map((event) => event.uid.replace(/@.*/, '')));
      expect(rowIds.length).toBeGreaterThan(0);
      for (const id of rowIds) expect(uids.has(id as string)).toBe(true);

      // No importance chosen: nothing to subscribe to, and the page says why.
      await levels.nth(0).uncheck();
      await expect(subscription(page)).toHaveCount(0);
    });

    test('adds one release to a calendar: a download of its .ics file', async ({ page }) => {
      await page.goto(`/${code}/analysis/economic-calendar/`);
      await hydrated(page, '#calendar [aria-pressed]');
      const row = page.locator('#calendar tbody tr').first();
      const title = await row.locator('th').innerText();
      const download = page.waitForEvent('download');
      await row.locator('a[download]').click();
      const file = await (await download).path();
      const calendar = parseCalendar(readFileSync(file, 'utf8'));
      expect(calendar.events).toHaveLength(1);
      expect(calendar.events[0].summary).toContain(title);
      expect(calendar.events[0].start).toBe(new Date((await row.locator('time').getAttribute('datetime')) as string).toISOString());
    });

    test('adds a webinar to a calendar', async ({ page }) => {
      await page.goto(`/${code}/academy/webinars/`);
      const add = page.locator('a[download][href*="/api/webinar.ics"]').first();
      await expect(add).toBeVisible();
      const card = page.locator('li').filter({ has: add });
      const calendar = await calendarOf(await page.request.get((await add.getAttribute('href')) as string));
      expect(calendar.events).toHaveLength(1);
      expect(calendar.events[0].summary).toBe(await card.locator('h3, h4, h5').first().innerText());
      expect(calendar.events[0].url).toMatch(new RegExp(`/${code}/academy/register-[a-z0-9-]+/$`));
    });
  });
}

test('an unknown filter is answered 400 in the API envelope, in the page’s language', async ({ request }) => {
  const response = await request.get('/api/economic-calendar.ics?lang=ar&currencies=XYZ');
  expect(response.status()).toBe(400);
  const body = await response.json();
  expect(body).toMatchObject({ status: 400, data: { message: expect.stringContaining('XYZ') } });
  expect(body.data.message).toMatch(/[\u0600-\u06FF]/);
});
