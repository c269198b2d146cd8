/**
 * Accessibility gate: axe (WCAG 2.0/2.1/2.2 A and AA) on the pages and UI states listed in
 * tests/quality/budget.json, in each of its locales and viewport widths. Zero violations.
 * Alone: npm run quality:a11y
 */
import AxeBuilder from '@axe-core/playwright';
import budget from '../quality/budget.json';
import { test, expect } from './fixtures';
import { commonText, uiStates } from './ui-states';

interface PageEntry {
  /** The URL path; {lang} is replaced by each locale of the list. */
  path: string;
  /** A UI state to open first (a key of uiStates). */
  state?: string;
  /** The HTTP status the page answers with (default 200). */
  status?: number;
  /** Narrows the gate's widths or locales for this entry. */
  viewports?: number[];
  locales?: string[];
}

const { tags, locales, viewports, pages } = budget.accessibility as {
  tags: string[];
  locales: string[];
  viewports: number[];
  pages: PageEntry[];
};

for (const width of viewports) {
  test.describe(`${width}px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 }, isMobile: width < 600, hasTouch: width < 600 });

    for (const entry of pages.filter((page) => (page.viewports ?? viewports).includes(width))) {
      const pageLocales = entry.path.includes('{lang}') ? (entry.locales ?? locales) : [locales[0]];
      for (const locale of pageLocales) {
        const url = entry.path.replace('{lang}', locale);
        const title = `${url}${entry.state ? ` [${entry.state}]` : ''}`;

        test(title, { tag: '@axe' }, async ({ page }) => {
          const response = await page.goto(url, { waitUntil: 'networkidle' });
          expect(response?.status(), 'HTTP status').toBe(entry.status ?? 200);
          // A new visitor: every page is audited with the cookie consent's first layer on it.
          await expect(page.locator('[data-consent-banner]')).toBeVisible();
          if (entry.state) {
            const open = uiStates[entry.state];
            if (!open)
              throw new Error(
                `budget.json names the state "${entry.state}"; tests/e2e/ui-states.ts has ${Object.keys(uiStates).join(', ')}`,
              );
            await open(page, commonText(locale));
          }
          // Sections rendered only near the viewport (content-visibility: auto) have no geometry until
          // then, and axe reads their contrast and target sizes wrongly (axe-core#2768): audit the page
          // as a reader scrolling through it sees it.
          await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
          const results = await new AxeBuilder({ page }).withTags(tags).analyze();
          console.log(
            `axe ${width}px ${title}: ${results.violations.length} violations, ${results.passes.length} rules passed, ${results.incomplete.length} to review by hand`,
          );
          const violations = results.violations.map(
            (violation) =>
              `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
                .map((node) => node.target.join(' '))
                .slice(0, 5)
                .join(', ')}`,
          );
          expect(violations, `axe violations on ${title} at ${width}px`).toEqual([]);
        });
      }
    }
  });
}
