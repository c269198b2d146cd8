/**
 * @jest-environment node
 *
 * The accessibility statement (data/pages/about-accessibility.json, texts in locales/{set}/about.json)
 * says how the site is tested: each check it names is a gate that `npm test` runs, with the
 * standard, languages and score the statement claims. A gate removed or weakened fails here
 * until the statement says so too; its date of review is the `updated` of its entry in
 * data/content/legal-documents.json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import page from '../../data/pages/about-accessibility.json';
import legalDocuments from '../../data/content/legal-documents.json';
import budget from '../../tests/quality/budget.json';
import pkg from '../../package.json';

const root = path.resolve(__dirname, '../..');
const gateRunner = readFileSync(path.join(root, 'scripts/quality/run-gates.mjs'), 'utf8');
const runsGate = (script: string) => new RegExp(`\\[\\s*'[^']+',\\s*'${script}'\\s*\\]`).test(gateRunner);

/** Each check of the statement's "How we test" list: the npm script of its gate and what the statement says of it. */
const checks: Record<string, { script: string; holds: () => void }> = {
  axe: {
    script: 'quality:a11y',
    holds: () => {
      expect(budget.accessibility.tags).toEqual(
        expect.arrayContaining(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']),
      );
      expect(budget.accessibility.locales).toEqual(['en', 'ar', 'zh-hans']);
      expect(budget.accessibility.viewports).toEqual([375, 1280]);
    },
  },
  lighthouse: {
    script: 'quality:lighthouse',
    holds: () => {
      expect(budget.lighthouse.minScores.accessibility).toBe(100);
      expect(budget.lighthouse.locales).toEqual(['en', 'ar']);
    },
  },
  html: { script: 'quality:html', holds: () => undefined },
  browser: { script: 'test:e2e', holds: () => undefined },
  translations: { script: 'quality:translations', holds: () => undefined },
};

const testing = page.sections[0].chapters.find((chapter) => chapter.id === 'testing');
const listed = testing?.blocks.flatMap((block) => (typeof block === 'object' && 'list' in block ? block.items : [])) ?? [];

describe('the accessibility statement', () => {
  it('names every check it lists', () => {
    expect(listed.sort()).toEqual(Object.keys(checks).sort());
  });

  it.each(Object.entries(checks))('"%s" is a gate npm test runs, as the statement describes it', (_, { script, holds }) => {
    expect(pkg.scripts).toHaveProperty(script);
    expect(runsGate(script)).toBe(true);
    holds();
  });

  it('has a date of review', () => {
    const entry = legalDocuments.documents.find((document) => document.type === page.sections[0].document);
    expect(entry).toMatchObject({ page: 'about-accessibility', updated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });
});
