/**
 * gatsby-plugin-react-i18next's page wrapper as patched (patches/, docs/i18n-plugin.md) on the
 * current i18next and react-i18next: one instance per page, the page's namespaces, a regional
 * locale's overrides, Trans, and the same markup on the server and in the browser.
 */
import React, { useContext } from 'react';
import { TextEncoder } from 'node:util';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { I18nContext, Trans } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { wrapPageElement } from 'gatsby-plugin-react-i18next/dist/plugin/wrapPageElement';
import { registerSharedStrings } from 'gatsby-plugin-react-i18next/dist/sharedStrings';
import { i18nextOptions } from '../lib/i18n';
import { useTranslation } from '../components/useTranslation';

// React's server renderer needs TextEncoder, which jsdom lacks; it is required once that is set.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');

const pluginOptions = {
  i18nextOptions,
  redirect: false,
  generateDefaultLanguagePage: true,
  localeJsonNodeName: 'locales',
  languages: [],
} as never;

const node = (language: string, ns: string, data: object) => ({ node: { language, ns, data: JSON.stringify(data) } });

/** A page's props as Gatsby passes them: its query's locale nodes and its context. */
function pageProps(language: string, edges: ReturnType<typeof node>[]) {
  return {
    data: { locales: { edges } },
    location: { pathname: `/${language}/`, search: '', hash: '' },
    pageContext: {
      i18n: { language, languages: ['en', language], defaultLanguage: 'en', routed: true, originalPath: '/', path: `/${language}/` },
    },
  };
}

const wrap = (element: React.ReactElement, props: ReturnType<typeof pageProps>) =>
  wrapPageElement({ element, props } as never, pluginOptions) as React.ReactElement;

const seen: I18n[] = [];
function Page() {
  const { t } = useTranslation('home');
  seen.push(useContext(I18nContext)!.i18n);
  return (
    <main>
      <h1>{t('title')}</h1>
      <p>{t('common:account')}</p>
      <p>{t('hours')}</p>
      <Trans t={t} i18nKey="terms" components={{ terms: <a href="/terms/" /> }} />
    </main>
  );
}

const taiwan = () =>
  pageProps('zh-hant-tw', [
    node('zh-hant', 'home', { title: '首頁', terms: '接受<terms>條款</terms>' }),
    node('zh-hant', 'common', { account: '賬戶', hours: '客戶服務時間' }),
    node('zh-hant-tw', 'common', { account: '帳戶' }),
  ]);

beforeEach(() => {
  seen.length = 0;
});

it("makes one i18next instance per page, reused by the page's later renders", () => {
  const props = taiwan();
  renderToString(wrap(<Page />, props));
  renderToString(wrap(<Page />, props));
  expect(seen).toHaveLength(2);
  expect(seen[1]).toBe(seen[0]);
  // Another page (its own page data) gets its own instance.
  renderToString(wrap(<Page />, taiwan()));
  expect(seen[2]).not.toBe(seen[0]);
});

it("renders the page's namespaces, the regional locale's overrides and Trans on the server", () => {
  const html = renderToString(wrap(<Page />, taiwan()));
  expect(html).toContain('<h1>首頁</h1>');
  // Taiwan's wording wins over the set's; the set fills the keys Taiwan does not override.
  expect(html).toContain('<p>帳戶</p>');
  expect(html).toContain('<p>客戶服務時間</p>');
  expect(html).toContain('接受<a href="/terms/">條款</a>');
});

it('hydrates the server markup without a mismatch', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(wrap(<Page />, taiwan()));
  const serverHtml = container.innerHTML;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable = jest.fn();
  await act(async () => {
    hydrateRoot(container, wrap(<Page />, taiwan()), { onRecoverableError: recoverable });
  });
  expect(recoverable).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe(serverHtml);
  errors.mockRestore();
});

it("joins the page's shared strings file before its own nodes, and refuses a page whose file is not loaded", () => {
  registerSharedStrings('/strings/de.aaaaaaaaaaaa.json', [
    { node: { language: 'de', ns: 'common', data: { nav: { home: 'Startseite' } } } },
  ]);
  // A page's instance is kept by its page data, so each render here is of a page data of its own.
  const withFile = (file: string) => {
    const german = pageProps('de', [node('de', 'home', { title: 'Start' })]);
    return { ...german, pageContext: { i18n: { ...german.pageContext.i18n, sharedStrings: file } } };
  };
  function Both() {
    const { t } = useTranslation('home');
    return <p>{`${t('title')} / ${t('common:nav.home')}`}</p>;
  }
  expect(renderToString(wrap(<Both />, withFile('/strings/de.aaaaaaaaaaaa.json')))).toContain('Start / Startseite');
  expect(() => renderToString(wrap(<Both />, withFile('/strings/de.bbbbbbbbbbbb.json')))).toThrow('are not loaded');
});

it("redirects a page that is not routed to the browser's language without browser-lang", () => {
  const replace = jest.fn();
  Object.assign(window, { ___replace: replace });
  Object.defineProperty(navigator, 'languages', { configurable: true, value: ['fr-CA', 'de-DE'] });
  const props = pageProps('en', [node('en', 'home', { title: 'Home' })]);
  const unrouted = {
    ...props,
    location: { pathname: '/trading/', search: '', hash: '' },
    pageContext: { i18n: { ...props.pageContext.i18n, routed: false, languages: ['en', 'de'] } },
  };
  window.localStorage.clear();
  const element = wrapPageElement(
    { element: <Page />, props: unrouted } as never,
    { ...(pluginOptions as object), redirect: true } as never,
  );
  expect(element).toBeNull();
  expect(replace).toHaveBeenCalledWith('/de/trading/');
});
