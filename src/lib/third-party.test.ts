import {
  RECAPTCHA_SCRIPT_ID,
  SCRIPT_DELAY_MS,
  TRANSLATE_CALLBACK,
  TRANSLATE_ELEMENT_ID,
  afterPageLoad,
  prepareThirdParty,
  setConsentDefaults,
  thirdPartyScripts,
  thirdPartySettings,
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
    expect(thirdPartyScripts(thirdPartySettings())).toEqual([
      { id: 'gtm', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' },
      { id: RECAPTCHA_SCRIPT_ID, src: 'https://www.google.com/recaptcha/api.js?render=6LcAAAAAAAAAAAAA-site_key' },
      { id: 'ze-snippet', src: 'https://static.zdassets.com/ekr/snippet.js?key=0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0' },
      { id: 'google-translate', src: `https://translate.google.com/translate_a/element.js?cb=${TRANSLATE_CALLBACK}` },
    ]);

    process.env.GATSBY_GTM_ID = 'GTM-1"><script>';
    process.env.GATSBY_ZENDESK_KEY = 'key&x=1';
    process.env.GATSBY_TRANSLATE_WIDGET = '1';
    expect(thirdPartyScripts(thirdPartySettings()).map((script) => script.id)).toEqual([RECAPTCHA_SCRIPT_ID]);
  });
});

describe('setConsentDefaults', () => {
  it('denies storage by default before the tag manager starts', () => {
    const win: { dataLayer?: unknown[] } = {};
    setConsentDefaults(win, 1234);
    const [consent, start] = win.dataLayer ?? [];
    expect(Array.from(consent as ArrayLike<unknown>)).toEqual([
      'consent',
      'default',
      expect.objectContaining({ ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }),
    ]);
    // Tag Manager tells commands by their Arguments object, not by an array.
    expect(Array.isArray(consent)).toBe(false);
    expect(start).toEqual({ 'gtm.start': 1234, event: 'gtm.js' });
  });

  it('keeps what is already in the data layer', () => {
    const win = { dataLayer: [{ event: 'earlier' }] as unknown[] };
    setConsentDefaults(win);
    expect(win.dataLayer[0]).toEqual({ event: 'earlier' });
    expect(win.dataLayer).toHaveLength(3);
  });
});

describe('prepareThirdParty', () => {
  it('sets consent only with a tag manager, and defines the translate callback', () => {
    const win = {} as Window & { dataLayer?: unknown[] } & Record<string, unknown>;
    prepareThirdParty({ translateWidget: true }, 'ar-AE', win);
    expect(win.dataLayer).toBeUndefined();
    const TranslateElement = jest.fn();
    (win as Record<string, unknown>).google = { translate: { TranslateElement } };
    (win[TRANSLATE_CALLBACK] as () => void)();
    expect(TranslateElement).toHaveBeenCalledWith({ pageLanguage: 'ar-AE', autoDisplay: false }, TRANSLATE_ELEMENT_ID);

    prepareThirdParty({ gtmId: 'GTM-1' }, 'en-US', win);
    expect(win.dataLayer).toHaveLength(2);
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
