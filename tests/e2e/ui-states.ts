/**
 * UI states a quality-gate page entry can ask for (tests/quality/budget.json: {"path": …,
 * "state": "search"}): each opener starts on the loaded page and leaves the state on screen,
 * clicking what a visitor clicks, found by its accessible name in the page's language.
 * A new state is one function here plus the page entries that use it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { defaultLocale, findPublishedLocale } from '../../src/lib/locales';

/** A string of the `common` namespace in one locale's translation set, {{brand}} left as is. */
export type CommonText = (key: string) => string;

export function commonText(localeCode: string): CommonText {
  const set = (findPublishedLocale(localeCode) ?? findPublishedLocale(defaultLocale))?.translationSet ?? 'en';
  const strings = JSON.parse(readFileSync(path.resolve(__dirname, '../../locales', set, 'common.json'), 'utf8'));
  return (key) => {
    const value = key.split('.').reduce((node, part) => node?.[part], strings);
    if (typeof value !== 'string') throw new Error(`locales/${set}/common.json has no ${key}`);
    return value;
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An accessible name equal to one of the given texts. */
const named = (...texts: string[]) => new RegExp(`^\\s*(${texts.map(escape).join('|')})\\s*$`);

type StateOpener = (page: Page, t: CommonText) => Promise<void>;

export const uiStates: Record<string, StateOpener> = {
  /** The search modal, from the navbar's "Search" button (shown from 840 px). */
  search: async (page, t) => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: named(t('nav.search')) })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },

  /** The side menu, from the navbar's "Menu" button (below 960 px). */
  mobileMenu: async (page, t) => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: named(t('nav.menu')) })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },

  /**
   * The registration pop-up with its field errors showing: opened from the navbar's
   * "Sign up" button, or from the side menu where the navbar has none (narrow screens),
   * then submitted empty.
   */
  signUp: async (page, t) => {
    const signUp = named(t('nav.signUp'), t('nav.signUpLong'));
    const navbarButton = page.getByRole('banner').getByRole('button', { name: signUp });
    if (await navbarButton.isVisible()) {
      await navbarButton.click();
    } else {
      await uiStates.mobileMenu(page, t);
      await page.getByRole('dialog').getByRole('button', { name: signUp }).click();
    }
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('form')).toBeVisible();
    await dialog.locator('[type="submit"]').click();
    await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
  },

  /**
   * The cookie settings over the page, opened from the footer's "Cookie settings" (the first
   * layer's "Settings" opens the same dialog). A click before the footer has hydrated does
   * nothing, so it is clicked again until the dialog shows.
   */
  consentSettings: async (page, t) => {
    const button = page.getByRole('contentinfo').getByRole('button', { name: named(t('footer.cookieSettings')) });
    const dialog = page.getByRole('dialog');
    await expect(async () => {
      if (!(await dialog.isVisible())) await button.click({ timeout: 2000 });
      await expect(dialog).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(dialog.getByRole('switch').first()).toBeVisible();
  },

  /**
   * The page's own form (the e-book request, the contact form) submitted empty, its field
   * errors showing. Its submit button is enabled once the form has hydrated.
   */
  formErrors: async (page) => {
    const form = page.locator('main form');
    await expect(form.locator('[type="submit"]')).toBeEnabled();
    await form.locator('[type="submit"]').click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  },
};
