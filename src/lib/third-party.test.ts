import { consentSettings, type ConsentCategory } from './consent/settings';
import {
  SCRIPT_DELAY_MS,
  TRANSLATE_CALLBACK,
  TRANSLATE_ELEMENT_ID,
  afterPageLoad,
  consentModeState,
  grantedScriptKeys,
  prepareTranslate,
  setChatShown,
  startTagManager,
  thirdPartyScripts,
  thirdPartySettings,
  updateConsentMode,
} from './third-party';

describe('thirdPartySettings and thirdPartyScripts', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it('loads nothing when no ID is set', () => {
    for (const name of ['GATSBY_GTM_ID', 'GATSBY_RECAPTCHA_SITE_KEY', 'GATSBY_ZENDESK_KEY', 'GATSBY_TRANSLATE_WIDGET'])
      delete process.env[name];
    expect(thirdPartyScripts(thirdPartySettings())).toEqual([]);
  });

  it('builds each script from its setting, and ignores malformed IDs', () => {
    process.env.GATSBY_GTM_ID = 'GTM-AB12CD';
    process.env.GATSBY_RECAPTCHA_SITE_KEY = '6LcAAAAAAAAAAAAA-site_key';
    process.env.GATSBY_ZENDESK_KEY = '0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';
    process.env.GATSBY_TRANSLATE_WIDGET = 'true';
    // The captcha is the sign-up form's own (src/lib/captcha.ts): it is no consent category's script.
    expect(thirdPartySettings().recaptchaSiteKey).toBe('6LcAAAAAAAAAAAAA-site_key');
    expect(thirdPartyScripts(thirdPartySettings())).toEqual([
      { key: 'tagManager', id: 'gtm', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' },
      { key: 'chat', id: 'ze-snippet', src: 'https://static.zdassets.com/ekr/snippet.js?key=0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0' },
      { key: 'translate', id: 'google-translate', src: `https://translate.google.com/translate_a/element.js?cb=${TRANSLATE_CALLBACK}` },
    ]);

    process.env.GATSBY_GTM_ID = 'GTM-1"><script>';
    process.env.GATSBY_ZENDESK_KEY = 'key&x=1';
    process.env.GATSBY_TRANSLATE_WIDGET = '1';
    expect(thirdPartyScripts(thirdPartySettings())).toEqual([]);
  });
});

describe('the scripts and Consent Mode signals of a grant', () => {
  const categories: ConsentCategory[] = [
    { id: 'analytics', scripts: ['tagManager'], consentMode: ['analytics_storage'], storage: [] },
    { id: 'marketing', scripts: ['tagManager'], consentMode: ['ad_storage', 'ad_user_data', 'ad_personalization'], storage: [] },
    { id: 'chat', scripts: ['chat'], consentMode: [], storage: [] },
  ];

  it('loads a script when any granted category names it', () => {
    expect([...grantedScriptKeys(categories, new Set())]).toEqual([]);
    expect([...grantedScriptKeys(categories, new Set(['marketing']))]).toEqual(['tagManager']);
    expect([...grantedScriptKeys(categories, new Set(['analytics', 'marketing', 'chat']))]).toEqual(['tagManager', 'chat']);
  });

  it('grants each Consent Mode v2 signal a granted category names, and denies the others', () => {
    expect(consentModeState(categories, new Set(['analytics']))).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    expect(Object.values(consentModeState(categories, new Set(['analytics', 'marketing'])))).toEqual(Array(4).fill('granted'));
    expect(Object.values(consentModeState(categories, new Set(['chat'])))).toEqual(Array(4).fill('denied'));
  });

  it('covers every signal with a category of data/consent.json', () => {
    const all = consentModeState(consentSettings.categories, new Set(consentSettings.categories.map((category) => category.id)));
    expect(Object.values(all)).toEqual(Array(4).fill('granted'));
  });
});

describe('startTagManager and updateConsentMode', () => {
  const state = consentModeState(consentSettings.categories, new Set(['analytics']));

  it('denies storage by default, then sets the choice, before the tag manager starts', () => {
    const win: { dataLayer?: unknown[] } = {};
    startTagManager(win, state, 1234);
    const [defaults, update, start] = win.dataLayer ?? [];
    expect(Array.from(defaults as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }),
    ]);
    // Tag Manager tells commands by their Arguments object, not by an array.
    expect(Array.isArray(defaults)).toBe(false);
    expect(Object.prototype.toString.call(defaults)).toBe('[object Arguments]');
    expect(Array.from(update as ArrayLike<unknown>)).toEqual(['consent', 'update', state]);
    expect(start).toEqual({ 'gtm.start': 1234, event: 'gtm.js' });
  });

  it('keeps what is already in the data layer, and pushes a changed choice as an update', () => {
    const win = { dataLayer: [{ event: 'earlier' }] as unknown[] };
    startTagManager(win, state);
    expect(win.dataLayer[0]).toEqual({ event: 'earlier' });
    expect(win.dataLayer).toHaveLength(4);
    const denied = consentModeState(consentSettings.categories, new Set());
    updateConsentMode(win, denied);
    expect(Array.from(win.dataLayer[4] as ArrayLike<unknown>)).toEqual(['consent', 'update', denied]);
  });
});

describe('prepareTranslate and setChatShown', () => {
  it('defines the callback that draws the widget in the page language', () => {
    const win = {} as Window & Record<string, unknown>;
    prepareTranslate('ar-AE', win);
    const TranslateElement = jest.fn();
    win.google = { translate: { TranslateElement } };
    (win[TRANSLATE_CALLBACK] as () => void)();
    expect(TranslateElement).toHaveBeenCalledWith({ pageLanguage: 'ar-AE', autoDisplay: false }, TRANSLATE_ELEMENT_ID);
  });

  it('hides and shows the chat through its API, and survives its absence or failure', () => {
    const zE = jest.fn();
    setChatShown(false, { zE } as unknown as Window);
    setChatShown(true, { zE } as unknown as Window);
    expect(zE.mock.calls).toEqual([
      ['messenger', 'hide'],
      ['messenger', 'show'],
    ]);
    expect(() => setChatShown(false, {} as Window)).not.toThrow();
    const failing = () => {
      throw new Error('not ready');
    };
    expect(() => setChatShown(false, { zE: failing } as unknown as Window)).not.toThrow();
  });
});

describe('afterPageLoad', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const fakeWindow = (readyState: DocumentReadyState) => {
    const target = new EventTarget();
    return Object.assign(target, { document: { readyState } }) as unknown as Window;
  };

  it('waits for the load event, then 100 ms', () => {
    const win = fakeWindow('interactive');
    const callback = jest.fn();
    afterPageLoad(callback, win);
    jest.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(SCRIPT_DELAY_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs 100 ms from now when the page has loaded already, and can be cancelled', () => {
    const callback = jest.fn();
    afterPageLoad(callback, fakeWindow('complete'));
    jest.advanceTimersByTime(SCRIPT_DELAY_MS);
    expect(callback).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    const win = fakeWindow('loading');
    afterPageLoad(cancelled, win)();
    win.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(SCRIPT_DELAY_MS);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
