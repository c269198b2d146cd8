import { parseTrackingCodes, readTrackingCodes, TRACKING_COOKIE_MAX_AGE_MS, trackingCookie } from './tracking';

const clearCookies = () => {
  for (const name of ['campaign_code', 'referral_code']) document.cookie = `${name}=; Max-Age=0; Path=/`;
};

describe('parseTrackingCodes', () => {
  it('reads both codes from a query string', () => {
    expect(parseTrackingCodes('?campaign_code=SPRING_24&referral_code=ab-1&x=1')).toEqual({
      campaign_code: 'SPRING_24',
      referral_code: 'ab-1',
    });
    expect(parseTrackingCodes('referral_code=r1')).toEqual({ referral_code: 'r1' });
    expect(parseTrackingCodes('')).toEqual({});
  });

  it('keeps only letters, digits, _ and - up to 64 characters', () => {
    expect(parseTrackingCodes(`?campaign_code=${'a'.repeat(64)}`)).toEqual({ campaign_code: 'a'.repeat(64) });
    expect(parseTrackingCodes(`?campaign_code=${'a'.repeat(65)}`)).toEqual({});
    for (const bad of ['a%20b', 'a;b', '%3Cscript%3E', 'a.b', 'ü', '', 'a%3Db']) {
      expect(parseTrackingCodes(`?campaign_code=${bad}&referral_code=ok`)).toEqual({ referral_code: 'ok' });
    }
  });
});

describe('trackingCookie', () => {
  it('lasts 30 days on the whole site with SameSite=Lax', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(TRACKING_COOKIE_MAX_AGE_MS).toBe(2_592_000_000);
    expect(trackingCookie('campaign_code', 'spring', now)).toBe(
      'campaign_code=spring; Max-Age=2592000; Expires=Sat, 31 Jan 2026 00:00:00 GMT; Path=/; SameSite=Lax',
    );
    expect(trackingCookie('referral_code', 'r', now, true)).toMatch(/; Path=\/; SameSite=Lax; Secure$/);
  });
});

describe('readTrackingCodes', () => {
  it('reads the valid codes among other cookies', () => {
    expect(readTrackingCodes('a=1; campaign_code=spring; referral_code=r-1; nw_lang=en')).toEqual({
      campaign_code: 'spring',
      referral_code: 'r-1',
    });
    expect(readTrackingCodes('campaign_code=bad%20value; xcampaign_code=x; referral_code')).toEqual({});
    expect(readTrackingCodes('')).toEqual({});
  });
});

describe('captureTrackingCodes, trackingCodes and applyTrackingConsent', () => {
  // Each test starts a new visit: the codes of a visit live in the module.
  let tracking: typeof import('./tracking');
  let consent: typeof import('./consent/state');
  beforeEach(() => {
    jest.isolateModules(() => {
      tracking = require('./tracking');
      consent = require('./consent/state');
    });
  });
  afterEach(clearCookies);
  const grant = (...categories: string[]) => consent.setConsent({ granted: new Set(categories), origin: 'chosen' });

  it('with marketing granted, stores the codes of the address as cookies and keeps earlier ones', () => {
    grant('marketing');
    tracking.captureTrackingCodes({ search: '?campaign_code=spring', protocol: 'http:' });
    tracking.captureTrackingCodes({ search: '?referral_code=r-1', protocol: 'http:' });
    tracking.captureTrackingCodes({ search: '?campaign_code=bad!', protocol: 'http:' });
    expect(readTrackingCodes(document.cookie)).toEqual({ campaign_code: 'spring', referral_code: 'r-1' });
    expect(tracking.trackingCodes()).toEqual({ campaign_code: 'spring', referral_code: 'r-1' });
  });

  it('without marketing, keeps the codes for the visit only, until marketing is granted', () => {
    grant('analytics');
    tracking.captureTrackingCodes({ search: '?campaign_code=spring', protocol: 'http:' });
    expect(document.cookie).toBe('');
    expect(tracking.trackingCodes()).toEqual({ campaign_code: 'spring' });

    tracking.applyTrackingConsent(true, { protocol: 'http:' });
    expect(readTrackingCodes(document.cookie)).toEqual({ campaign_code: 'spring' });
  });

  it('before any choice, stores nothing; a later address of the visit wins over an earlier visit', () => {
    document.cookie = 'referral_code=old; Path=/';
    document.cookie = 'campaign_code=old; Path=/';
    tracking.captureTrackingCodes({ search: '?campaign_code=new', protocol: 'http:' });
    expect(readTrackingCodes(document.cookie)).toEqual({ campaign_code: 'old', referral_code: 'old' });
    expect(tracking.trackingCodes()).toEqual({ campaign_code: 'new', referral_code: 'old' });
  });

  it('a withdrawal removes the cookies; the visit keeps its codes', () => {
    grant('marketing');
    tracking.captureTrackingCodes({ search: '?campaign_code=spring&referral_code=r-1', protocol: 'http:' });
    grant();
    tracking.applyTrackingConsent(false);
    expect(document.cookie).toBe('');
    expect(tracking.trackingCodes()).toEqual({ campaign_code: 'spring', referral_code: 'r-1' });
  });

  it('ignores a browser that refuses cookies', () => {
    grant('marketing');
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie') as PropertyDescriptor;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      set: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(() => tracking.captureTrackingCodes({ search: '?campaign_code=spring', protocol: 'https:' })).not.toThrow();
      expect(() => tracking.applyTrackingConsent(false)).not.toThrow();
      expect(tracking.trackingCodes()).toEqual({ campaign_code: 'spring' });
    } finally {
      delete (document as { cookie?: string }).cookie;
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')).toEqual(descriptor);
    }
  });
});
