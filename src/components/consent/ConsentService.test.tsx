/**
 * The consent service and its dialog in Jest, with the real strings and the real embedded API
 * (POST /api/consent, GET /api/location): what a first visit shows, what each answer stores and
 * puts in force, the footer's request, and where the dialog does not ask. Each test is a new
 * page view: the consent in force lives in its module (src/lib/consent/state.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as ReactModule from 'react';
import type * as Testing from '@testing-library/react';
import type * as State from '../../lib/consent/state';
import type * as Settings from '../../lib/consent/settings';
import { polyfillDialog } from '../../../tests/chrome-fixtures';
import { embeddedApi } from '../../../tests/embedded-api';
import { strings } from '../../../tests/i18n';
import { siteFilesFetch } from '../../../tests/site-files';
import { closeDatabase, consentRecords } from '../../lib/server/store';

interface PageView {
  React: typeof ReactModule;
  testing: typeof Testing;
  state: typeof State;
  settings: typeof Settings;
  render: (locale?: string) => Testing.RenderResult;
}

// Each page view loads its own copy of React Testing Library (below), which would register its
// cleanup inside a test: it is called here instead.
process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
let current: PageView | undefined;

/**
 * A new page view: a fresh module registry (the consent in force starts unknown, and the dialog's
 * lazily loaded module shares this React), rendered as the page wrapper renders the service.
 */
function pageView(): PageView {
  current?.testing.cleanup();
  jest.resetModules();
  const React: typeof ReactModule = require('react');
  const testing: typeof Testing = require('@testing-library/react');
  // A busy machine renders the lazily loaded dialog later than the default second.
  testing.configure({ asyncUtilTimeout: 5000 });
  const { I18nextProvider } = require('react-i18next') as typeof import('react-i18next');
  const { createI18n } = require('../../lib/i18n') as typeof import('../../lib/i18n');
  const ConsentService: ReactModule.ComponentType<{ locale: string }> = require('./ConsentService').default;
  const { findPublishedLocale } = require('../../lib/locales') as typeof import('../../lib/locales');
  const i18nOf = (locale: string) => {
    const set = findPublishedLocale(locale)?.translationSet ?? 'en';
    return createI18n(set, strings(set, ['common']));
  };
  current = {
    React,
    testing,
    state: require('../../lib/consent/state'),
    settings: require('../../lib/consent/settings'),
    render: (locale = 'en') =>
      testing.render(React.createElement(I18nextProvider, { i18n: i18nOf(locale) }, React.createElement(ConsentService, { locale }))),
  };
  return current;
}

let dataDir: string;
let api: ReturnType<typeof embeddedApi>;
/** The site's files (the dialog's strings) and the real embedded API for its calls. */
const site = (): typeof fetch => {
  const files = siteFilesFetch();
  return ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input).startsWith('/strings/') ? files.fetch(input, init) : api.fetch(input, init)) as typeof fetch;
};
beforeAll(polyfillDialog);
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'consent-'));
  process.env.EMBEDDED_API_DATA_DIR = dataDir;
  api = embeddedApi({ headers: { 'cf-ipcountry': 'AT' } });
  global.fetch = site();
  window.dataLayer = undefined;
  // The test build's fictitious tag manager (.env.test): read when a page view loads its modules.
  process.env.GATSBY_GTM_ID = 'GTM-TEST000';
});
afterEach(() => {
  current?.testing.cleanup();
  current = undefined;
  closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
  delete process.env.EMBEDDED_API_DATA_DIR;
  delete process.env.GATSBY_GTM_ID;
  for (const cookie of document.cookie.split(';')) document.cookie = `${cookie.split('=')[0].trim()}=; Max-Age=0; Path=/`;
  document.body.innerHTML = '';
});

const records = () => consentRecords();
const consentCookie = () => /(?:^|; )nw_consent=([^;]*)/.exec(document.cookie)?.[1];

describe('a first visit', () => {
  it('asks first in the body, in the page language, with nothing optional in force', async () => {
    const { render, testing, state, settings } = pageView();
    render('ar');
    const { screen } = testing;
    const banner = await screen.findByRole('region', { name: 'ملفات تعريف الارتباط على Northwind Markets' });
    expect(document.body.firstElementChild?.contains(banner)).toBe(true);
    expect(banner.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(banner.closest('[lang]')).toHaveAttribute('lang', 'ar-AE');
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/ar/about/privacy-policy/');
    // Every optional category's purpose, in short, in the order of the settings.
    const { banner: texts } = strings('ar', ['consent']).consent as { banner: { purposes: Record<string, string> } };
    expect(
      testing
        .within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(settings.categoryIds().map((id) => texts.purposes[id]));
    expect(state.currentConsent()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
    expect(consentCookie()).toBeUndefined();
    expect(api.calls).toEqual([]);
  });

  it('asks where the page’s cookies cannot be read (a sandboxed frame), without failing', async () => {
    const { render, testing } = pageView();
    const blocked = jest.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    try {
      render();
      expect(await testing.screen.findByRole('region', { name: 'Cookies on Northwind Markets' })).toBeInTheDocument();
    } finally {
      blocked.mockRestore();
    }
  });

  it('"Reject all" stores and records a refusal, and says so', async () => {
    const { render, testing, state, settings } = pageView();
    render();
    const { screen, fireEvent, waitFor } = testing;
    fireEvent.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(screen.queryByRole('region', { name: 'Cookies on Northwind Markets' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your cookie choice has been saved.');
    expect(consentCookie()).toMatch(new RegExp(`^${settings.consentSettings.version}\\.-\\.\\d+$`));
    expect(state.currentConsent()).toEqual({ granted: new Set(), origin: 'chosen' });
    await waitFor(() => expect(records()).toEqual([expect.objectContaining({ categories: [], locale: 'en' })]));
  });

  it('"Accept all" grants every category and starts the tag manager with Consent Mode updated', async () => {
    const { render, testing, state, settings } = pageView();
    render();
    const { screen, fireEvent, waitFor } = testing;
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    const all = settings.categoryIds();
    expect([...(state.currentConsent()?.granted ?? [])]).toEqual(all);
    expect(consentCookie()).toMatch(new RegExp(`^\\d+\\.${all.join('\\+')}\\.\\d+$`));
    await waitFor(() => expect(window.dataLayer).toHaveLength(3));
    const [defaults, update] = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(defaults.slice(0, 2)).toEqual(['consent', 'default']);
    expect(update).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    await waitFor(() => expect(records()).toEqual([expect.objectContaining({ categories: all })]));
  });

  it('"Settings" lists every category, none pre-selected, and saves the ones chosen', async () => {
    const { render, testing, state } = pageView();
    render();
    const { screen, fireEvent, within } = testing;
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' });
    const switches = within(dialog).getAllByRole('switch');
    expect(switches.map((element) => (element as HTMLInputElement).checked)).toEqual([false, false, false, false]);
    expect(within(dialog).getByText('Always on')).toBeInTheDocument();
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics' });
    expect(analytics).toHaveAccessibleDescription('Count visits and show us how the website is used, so that we can improve it.');
    fireEvent.click(analytics);
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Support chat' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect([...(state.currentConsent()?.granted ?? [])]).toEqual(['analytics', 'chat']);
    expect(consentCookie()).toMatch(/^\d+\.analytics\+chat\.\d+$/);
  });

  it('closing the settings without a choice comes back to the question', async () => {
    const { render, testing, state } = pageView();
    render();
    const { screen, fireEvent } = testing;
    fireEvent.click(await screen.findByRole('button', { name: 'Settings' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cookies on Northwind Markets' })).toBeInTheDocument();
    expect(state.currentConsent()).toBeNull();
  });
});

describe('a later visit', () => {
  const store = (value: string) => {
    document.cookie = `nw_consent=${value}; Path=/`;
  };

  it('puts the stored choice in force without asking, and the footer’s request opens it for a change', async () => {
    const { render, testing, state, settings } = pageView();
    const now = Math.floor(Date.now() / 1000);
    store(`${settings.consentSettings.version}.analytics+marketing.${now}`);
    document.cookie = '_gcl_au=1; Path=/';
    render();
    const { screen, fireEvent, within, waitFor, act } = testing;
    await waitFor(() => expect(state.currentConsent()?.origin).toBe('stored'));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    // After the load event: the tag manager starts with the stored choice.
    await waitFor(() => expect(window.dataLayer).toHaveLength(3));

    act(() => state.requestConsentSettings());
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(within(dialog).getByRole('switch', { name: 'Analytics' })).toBeChecked();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save my choices' }));
    expect([...(state.currentConsent()?.granted ?? [])]).toEqual(['analytics']);
    // The withdrawal takes effect at once: the withdrawn category's cookies go, its signals are denied.
    expect(document.cookie).not.toContain('_gcl_au');
    await waitFor(() => expect(window.dataLayer).toHaveLength(4));
    expect(Array.from((window.dataLayer ?? [])[3] as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
  });

  it('asks again when the categories have a new version', async () => {
    const { render, testing, settings } = pageView();
    store(`${settings.consentSettings.version - 1 || 99}.analytics.${Math.floor(Date.now() / 1000)}`);
    render();
    expect(await testing.screen.findByRole('region', { name: 'Cookies on Northwind Markets' })).toBeInTheDocument();
  });
});

describe('where the site does not ask', () => {
  it('turns the optional categories on, stores nothing, and still offers the settings', async () => {
    const { render, testing, state, settings } = pageView();
    jest.replaceProperty(settings.consentSettings, 'askIn', { locales: ['de'], countries: [] });
    render('en');
    const { waitFor, screen, act } = testing;
    await waitFor(() => expect(state.currentConsent()?.origin).toBe('unasked'));
    expect([...(state.currentConsent()?.granted ?? [])]).toEqual(settings.categoryIds());
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(consentCookie()).toBeUndefined();
    act(() => state.requestConsentSettings());
    expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
  });

  it('looks the country up only when the rule needs it, and asks there', async () => {
    const austria = pageView();
    jest.replaceProperty(austria.settings.consentSettings, 'askIn', { locales: [], countries: ['AT'] });
    austria.render('en');
    expect(await austria.testing.screen.findByRole('region', { name: 'Cookies on Northwind Markets' })).toBeInTheDocument();
    expect(api.calls).toEqual(['GET /api/location']);

    api = embeddedApi({ headers: { 'cf-ipcountry': 'AU' } });
    const australia = pageView();
    jest.replaceProperty(australia.settings.consentSettings, 'askIn', { locales: [], countries: ['AT'] });
    australia.render('en');
    await australia.testing.waitFor(() => expect(australia.state.currentConsent()?.origin).toBe('unasked'));
  });
});
