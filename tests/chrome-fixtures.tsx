/**
 * Renders the site chrome in Jest as the build does: the real menu (data/routes.json through
 * buildMenu), the real site settings, English strings and a router at a given address.
 */
import React, { type ReactElement } from 'react';
import { TextEncoder } from 'node:util';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createHistory, createMemorySource, LocationProvider } from '@reach/router';
import { useStaticQuery } from 'gatsby';
import english from '../locales/en/common.json';
import { siteMenu } from '../gatsby/source-nodes';
import { siteSettings } from '../gatsby/site-settings';
import { buildSearchIndexFile } from '../gatsby/search-index';
import { createI18n, createTranslator } from '../src/lib/i18n';
import { menuSearchEntries } from '../src/lib/menu';
import type { SearchIndexFile } from '../src/lib/search-index';
import { LocaleProvider } from '../src/components/locale-context';
import { DialogProvider } from '../src/components/dialogs/DialogContext';

/** What the chrome's static queries return (gatsby/source-nodes.ts builds the same nodes). */
export const staticQueryData = { allMenuSection: { nodes: siteMenu() }, siteSettings: siteSettings() };

/** The English search index, as gatsby/search-index.ts writes it. */
export const englishSearchIndex = (): SearchIndexFile =>
  buildSearchIndexFile(menuSearchEntries(siteMenu()), createTranslator('en', { common: english }), []);

/** jsdom has <dialog> but not its modal methods. */
export function polyfillDialog(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

interface ChromeOptions {
  locale?: string;
  path?: string;
  /** Hydrates the server's HTML instead, after this has seen it (a page before its code has run). */
  beforeHydration?: (container: HTMLElement) => void;
}

export function renderChrome(ui: ReactElement, { locale = 'en', path, beforeHydration }: ChromeOptions = {}) {
  (useStaticQuery as jest.Mock).mockReturnValue(staticQueryData);
  const i18n = createI18n('en', { common: english });
  const tree = (
    <LocationProvider history={createHistory(createMemorySource(path ?? `/${locale}/`))}>
      <I18nextProvider i18n={i18n}>
        <LocaleProvider code={locale}>
          <DialogProvider>{ui}</DialogProvider>
        </LocaleProvider>
      </I18nextProvider>
    </LocationProvider>
  );
  if (!beforeHydration) return render(tree);
  // React's server renderer needs TextEncoder, which jsdom lacks; it is required once that is set.
  Object.assign(globalThis, { TextEncoder });
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree);
  beforeHydration(container);
  return render(tree, { container, hydrate: true });
}
