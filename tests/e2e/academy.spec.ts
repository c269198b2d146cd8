import type { Page } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';

/** A test that makes the API fail on purpose expects the browser to log the failed call. */
const forgiveFailedCalls = (pageErrors: string[], failure: number | string) => {
  const expected = `Failed to load resource: ${typeof failure === 'number' ? `the server responded with a status of ${failure}` : failure}`;
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((error) => !error.startsWith(expected)));
};
import type { Webinar } from '../../src/lib/api/types';
import { lessons as curriculum } from '../../src/lib/content-store';

/** The upcoming webinars, from the embedded API itself (their dates decide which are open). */
async function upcomingWebinars(page: Page): Promise<Webinar[]> {
  const response = await page.request.get('/api/webinar?lang=en&when=upcoming&pageSize=50');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { items: Webinar[] } }).data.items;
}

const pastWebinarId = async (page: Page): Promise<string> => {
  const response = await page.request.get('/api/webinar?lang=en&when=past&pageSize=1');
  return ((await response.json()) as { data: { items: Webinar[] } }).data.items[0].id;
};

const sameText = (text: string) => text.replace(/\s+/g, ' ').trim();

test.describe('webinars @mobile', () => {
  test('registration reaches the thank-you page through the embedded API', async ({ page }) => {
    const [first] = await upcomingWebinars(page);
    await page.goto('/en/academy/webinars/');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: first.title }) });
    await card.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(`/en/academy/register-${first.id}/`);
    await expect(page.getByRole('heading', { level: 2, name: first.title })).toBeVisible();

    const form = page.locator('main form');
    await form.getByLabel('Full name').fill('Ana Lima');
    await form.getByLabel('Email').fill('ana.lima@example.com');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/signUp'));
    await form.getByRole('button', { name: 'Register for free' }).click();
    const response = await answer;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      kind: 'webinar',
      name: 'Ana Lima',
      email: 'ana.lima@example.com',
      webinarId: first.id,
      language: 'en',
    });
    const { reference } = ((await response.json()) as { data: { reference: string } }).data;

    await expect(page).toHaveURL('/en/academy/thank-you/');
    const summary = page.getByRole('region', { name: 'Your registration' });
    await expect(summary).toContainText(first.title);
    await expect(summary).toContainText(`Your reference: ${reference}`);
    await expect(summary).toContainText('We have sent a confirmation to ana.lima@example.com.');
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    // The registration stays with the history entry.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your registration' })).toContainText(reference);
  });

  test('an unknown or past webinar has no registration page', async ({ page }) => {
    for (const id of ['no-such-webinar', await pastWebinarId(page)]) {
      await page.goto(`/en/academy/register-${id}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
      await expect(page.getByText(`/en/academy/register-${id}/`)).toBeVisible();
    }
  });

  test('the registration page offers a retry when the API fails', async ({ page, pageErrors }) => {
    const [first] = await upcomingWebinars(page);
    let calls = 0;
    await page.route('**/api/webinar?*', (route) =>
      ++calls === 1 ? route.fulfill({ status: 503, json: { status: 503, data: { message: 'down' } } }) : route.continue(),
    );
    await page.goto(`/en/academy/register-${first.id}/`);
    await expect(page.getByRole('alert')).toContainText('We could not load this webinar.');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
    forgiveFailedCalls(pageErrors, 503);
  });
});

test.describe('the webinar list', () => {
  test('has the schedule in its HTML, with each registration page, and asks the API nothing as it loads', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
    });
    const [first] = await upcomingWebinars(page);
    const response = await page.goto('/th/academy/webinars/');
    expect((await response?.text()) ?? '').toContain(`href="/th/academy/register-${first.id}/"`);
    await expect(page.locator('#schedule').getByRole('link').first()).toBeVisible();
    await hydrated(page, '#schedule a');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  for (const [timezoneId, zone] of [
    ['Asia/Tokyo', 'Japan Standard Time'],
    ['America/New_York', 'Eastern Standard Time'],
  ]) {
    test.describe(`in ${timezoneId}`, () => {
      test.use({ timezoneId });

      test('shows every time in the visitor’s time zone and names it', async ({ page }) => {
        const [webinar] = await upcomingWebinars(page);
        await page.goto('/en/academy/webinars/');
        const schedule = page.locator('#schedule');
        await expect(schedule.getByText(`Times are shown in your time zone: ${zone} (${timezoneId}).`)).toBeVisible();
        const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: timezoneId }).format(
          new Date(webinar.startsAt),
        );
        const shown = await schedule.locator(`time[datetime="${webinar.startsAt}"]`).textContent();
        expect(sameText(shown ?? '')).toBe(sameText(expected));
      });
    });
  }

  test('in Arabic, reads right to left with its own labels', async ({ page }) => {
    await page.goto('/ar/academy/webinars/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('#schedule').getByRole('link').first()).toBeVisible();
  });
});

test.describe('the e-book form @mobile', () => {
  test('shows field errors on submit and on leaving a field, and clears them while typing', async ({ page }) => {
    await page.goto('/en/academy/ebook/');
    const form = page.locator('main form');
    const name = form.getByLabel('Full name');
    const email = form.getByLabel('Email');
    await form.getByRole('button', { name: 'Send me the e-book' }).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please enter your email address.')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Please enter your name.');

    await name.fill('A');
    await expect(form.getByText('Please enter your name.')).toBeHidden();
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await name.blur();
    await expect(form.getByText('Your name must have at least 2 characters.')).toBeVisible();
    await name.fill('Ana Lima');
    await expect(form.getByText('Your name must have at least 2 characters.')).toBeHidden();

    await email.fill('ana@');
    await expect(form.getByText('Please enter your email address.')).toBeHidden();
    await email.blur();
    await expect(form.getByText('Please enter a valid email address, such as name@example.com.')).toBeVisible();
  });

  test('sends once however often it is clicked, and keeps everything typed when sending fails', async ({ page, pageErrors }) => {
    const requests: unknown[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/signUp', async (route) => {
      requests.push(route.request().postDataJSON());
      await held;
      await route.fulfill({ status: 500, json: { status: 500, data: { message: 'Something went wrong on our side.' } } });
    });
    await page.goto('/en/academy/ebook/');
    const form = page.locator('main form');
    await form.getByLabel('Full name').fill('Ana Lima');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByLabel('Trading experience (optional)').selectOption('new');
    await form.getByRole('button', { name: 'Send me the e-book' }).click();
    const busy = form.getByRole('button', { name: 'Sending…' });
    await expect(busy).toBeVisible();
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await busy.click({ force: true }); // aria-disabled: still focusable and clickable, but ignored
    await form.getByLabel('Full name').press('Enter');
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong on our side.' })).toBeVisible();
    expect(requests).toEqual([{ kind: 'ebook', name: 'Ana Lima', email: 'ana@example.com', experience: 'new', language: 'en' }]);
    await expect(form.getByLabel('Full name')).toHaveValue('Ana Lima');
    await expect(form.getByLabel('Email')).toHaveValue('ana@example.com');
    await expect(form.getByLabel('Trading experience (optional)')).toHaveValue('new');
    await expect(form.getByRole('button', { name: 'Send me the e-book' })).toBeVisible();
    forgiveFailedCalls(pageErrors, 500);
  });

  test('says the request could not be sent when the network fails', async ({ page, pageErrors }) => {
    await page.route('**/api/signUp', (route) => route.abort('connectionfailed'));
    await page.goto('/en/academy/ebook/');
    const form = page.locator('main form');
    await form.getByLabel('Full name').fill('Ana Lima');
    await form.getByLabel('Email').fill('ana@example.com');
    await form.getByRole('button', { name: 'Send me the e-book' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not send your request.' })).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveValue('ana@example.com');
    forgiveFailedCalls(pageErrors, 'net::ERR_CONNECTION_FAILED');
  });

  test('shows its errors in Simplified Chinese', async ({ page }) => {
    await page.goto('/zh-hans/academy/ebook/');
    const form = page.locator('main form');
    await form.getByRole('button', { name: '免费获取电子书' }).click();
    await expect(form.getByText('请输入您的姓名。')).toBeVisible();
  });
});

test.describe('the contact page @mobile', () => {
  test('sends a message through the embedded API and confirms it', async ({ page }) => {
    await page.goto('/en/about/contact-us/');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'support@northwind-markets.example' })).toHaveAttribute(
      'href',
      'mailto:support@northwind-markets.example',
    );
    await expect(main.getByText('Northwind Markets Pty Ltd', { exact: true })).toBeVisible();
    const form = page.locator('main form');
    await form.getByLabel('Full name').fill('Kenji Sato');
    await form.getByLabel('Email').fill('kenji@example.com');
    await form.getByLabel('Phone (optional)').fill('+81 3 1234 5678');
    await form.getByLabel('Subject').selectOption({ label: 'Deposits and withdrawals' });
    await form.getByLabel('Message').fill('How long does a withdrawal to my card take?');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/signUp'));
    await form.getByRole('button', { name: 'Send message' }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
    await expect(page.getByText('Thank you, Kenji Sato. Our support team replies to kenji@example.com')).toBeVisible();
    await expect(page.getByText(/^Your reference: NW-[0-9A-F]{8}$/)).toBeVisible();
    await page.getByRole('button', { name: 'Send another request' }).click();
    await expect(page.locator('main form').getByLabel('Full name')).toHaveValue('');
  });

  test('asks for a subject and a message', async ({ page }) => {
    await page.goto('/en/about/contact-us/');
    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Please choose what your message is about.')).toBeVisible();
    await expect(form.getByText('Please write your message.')).toBeVisible();
    await expect(form.getByText('Please enter a valid phone number', { exact: false })).toHaveCount(0);
  });
});

test.describe('lessons @mobile', () => {
  test('a lesson shows its sections and leads to the next one', async ({ page }) => {
    const [first, second] = curriculum;
    await page.goto(`/en/academy/trading-academy/${first.id}/`);
    await expect(page.getByRole('heading', { level: 2, name: 'What is forex trading?' })).toBeVisible();
    await expect(page.getByText(`Lesson 1 of ${curriculum.length}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key takeaways' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Previous lesson/ })).toHaveCount(0);
    await page.getByRole('link', { name: /Next lesson/ }).click();
    await expect(page).toHaveURL(`/en/academy/trading-academy/${second.id}/`);
    await expect(page.getByRole('heading', { level: 2, name: 'Currency pairs, bid, ask and spread' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: /Worked example/ })).toBeVisible();
  });

  test('an unknown lesson is a 404', async ({ page }) => {
    await page.goto('/en/academy/trading-academy/how-to-get-rich-quick/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('/en/academy/trading-academy/how-to-get-rich-quick/')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  });

  test('lessons and their list read in Traditional Chinese and in Arabic right to left', async ({ page }) => {
    await page.goto('/cht/academy/trading-academy/');
    await expect(page.getByRole('link', { name: '槓桿、保證金與追加保證金通知' })).toBeVisible();
    await page.getByRole('link', { name: '槓桿、保證金與追加保證金通知' }).click();
    await expect(page.getByRole('heading', { name: '保證金如何計算' })).toBeVisible();
    await page.goto('/ar/academy/trading-academy/order-types/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('article h2')).toBeVisible();
  });
});

test.describe('academy pages', () => {
  test('the tab components render alone, are not indexed, and work with the keyboard', async ({ page }) => {
    // Tabs switched while their lazily loaded panels still hydrate would make React render those again.
    await page.goto('/en/academy/components/tabs/', { waitUntil: 'networkidle' });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    const beginner = page.getByRole('tab', { name: 'Beginner' });
    await expect(beginner).toHaveAttribute('aria-selected', 'true');
    await expect(async () => {
      await beginner.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Intermediate' })).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
    }).toPass();
    await expect(page.getByRole('tabpanel')).toContainText('Reading charts: trends, levels and indicators');

    await page.goto('/en/academy/components/max-tabs/', { waitUntil: 'networkidle' });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // A click before the page has hydrated has no handler yet: click until the tab opens.
    const webinars = page.getByRole('tab', { name: 'Webinars' });
    await expect(async () => {
      await webinars.click();
      await expect(webinars).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
    }).toPass();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Register' }).first()).toBeVisible();
  });

  const pages: [string, string, string][] = [
    ['academy/overview', 'Choose how you learn', '选择适合您的学习方式'],
    ['academy/trading-academy', 'The curriculum', '课程大纲'],
    ['academy/courses', 'Compare the courses', '课程对比'],
    ['academy/courses/beginner/trading-forex', 'Syllabus', '课程安排'],
    ['academy/courses/individual', 'What a session can cover', '辅导可涵盖的内容'],
    ['academy/beginner', 'Six steps for new traders', '新手交易六步走'],
    ['academy/beginner/trading-forex', 'The four trading sessions', '四大交易时段'],
    ['academy/ebook', 'What is inside', '电子书内容'],
    ['academy/thank-you', 'What happens next', '接下来会发生什么'],
  ];
  for (const [path, english, chinese] of pages) {
    test(`${path} has its own content in English and Chinese`, async ({ page }) => {
      await page.goto(`/en/${path}/`);
      await expect(page.getByRole('heading', { level: 2, name: english })).toBeVisible();
      await page.goto(`/zh-hans/${path}/`);
      await expect(page.getByRole('heading', { level: 2, name: chinese })).toBeVisible();
    });
  }
});
