import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const HAN = /[\u4e00-\u9fff]/;

/**
 * A content page shows real content in its language: a level-1 heading, section headings,
 * no raw translation keys of the given namespaces, enough text (Chinese says in 100
 * characters what English says in about 300), and in Chinese every section heading in Chinese.
 * It reads the document's text, not the rendered text: sections below the first are rendered
 * only near the viewport (tests/e2e/rendering.spec.ts), and innerText leaves them out until then.
 */
export async function expectRealContent(page: Page, code: string, namespaces: string[], minLength = { en: 300, zh: 100 }) {
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  const headings = main.getByRole('heading', { level: 2 });
  expect(await headings.count()).toBeGreaterThan(0);
  const text = (await main.textContent()) ?? '';
  expect(text).not.toMatch(new RegExp(`\\b(?:${namespaces.join('|')}):[a-z][\\w-]*\\.`));
  expect(text.length).toBeGreaterThan(code === 'en' ? minLength.en : minLength.zh);
  if (code !== 'en') {
    for (const heading of await headings.allTextContents()) expect(heading).toMatch(HAN);
  }
}
