import {
  captureTrackingCodes,
  parseTrackingCodes,
  readTrackingCodes,
  storedTrackingCodes,
  TRACKING_COOKIE_MAX_AGE_MS,
  trackingCookie,
} from './tracking';

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

describe('captureTrackingCodes', () => {
  afterEach(clearCookies);

  it('stores the codes of the address as cookies and keeps earlier ones', () => {
    captureTrackingCodes({ search: '?campaign_code=spring', protocol: 'http:' });
    captureTrackingCodes({ search: '?referral_code=r-1', protocol: 'http:' });
    captureTrackingCodes({ search: '?campaign_code=bad!', protocol: 'http:' });
    expect(storedTrackingCodes()).toEqual({ campaign_code: 'spring', referral_code: 'r-1' });
  });

  it('ignores a browser that refuses cookies', () => {
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
      expect(() => captureTrackingCodes({ search: '?campaign_code=spring', protocol: 'https:' })).not.toThrow();
      expect(storedTrackingCodes()).toEqual({});
    } finally {
      delete (document as { cookie?: string }).cookie;
      expect(Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')).toEqual(descriptor);
    }
  });
});
