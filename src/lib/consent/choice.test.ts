import { choiceValue, consentCookie, orderedGrant, parseChoice, readChoice } from './choice';
import type { ConsentSettings } from './settings';

const settings: ConsentSettings = {
  version: 3,
  cookieName: 'nw_consent',
  maxAgeDays: 365,
  categories: ['analytics', 'marketing', 'chat'].map((id) => ({ id, scripts: [], consentMode: [], storage: [] })),
  askIn: { locales: '*', countries: '*' },
};
const now = Date.UTC(2026, 10, 29, 12);
const DAY = 86_400_000;

describe('the consent cookie', () => {
  it('holds the version, the granted categories in order, and the time in seconds', () => {
    const choice = { version: 3, granted: orderedGrant(['chat', 'analytics', 'unknown'], settings), decidedAt: now };
    expect(choice.granted).toEqual(['analytics', 'chat']);
    expect(choiceValue(choice)).toBe(`3.analytics+chat.${now / 1000}`);
    expect(choiceValue({ ...choice, granted: [] })).toBe(`3.-.${now / 1000}`);
  });

  it('reads back what it wrote, a refusal included', () => {
    for (const granted of [[], ['analytics'], ['analytics', 'marketing', 'chat']]) {
      const choice = { version: 3, granted, decidedAt: now };
      expect(parseChoice(choiceValue(choice), settings, now + DAY)).toEqual(choice);
    }
  });

  it('counts a choice of another version, an unknown category, a malformed value or one over 12 months old as none', () => {
    expect(parseChoice(`2.analytics.${now / 1000}`, settings, now)).toBeNull();
    expect(parseChoice(`3.analytics+ads.${now / 1000}`, settings, now)).toBeNull();
    expect(parseChoice('3.analytics', settings, now)).toBeNull();
    expect(parseChoice(`3.Analytics.${now / 1000}`, settings, now)).toBeNull();
    expect(parseChoice(`3.analytics.${now / 1000}`, settings, now + 365 * DAY)).not.toBeNull();
    expect(parseChoice(`3.analytics.${now / 1000}`, settings, now + 366 * DAY)).toBeNull();
    expect(parseChoice(`3.analytics.${now / 1000 + 3600}`, settings, now)).toBeNull(); // from the future
  });

  it('is found among other cookies', () => {
    expect(readChoice(`nw_lang=ar; nw_consent=3.chat.${now / 1000}; x=1`, settings, now)?.granted).toEqual(['chat']);
    expect(readChoice('nw_lang=ar; xnw_consent=3.chat.1', settings, now)).toBeNull();
    expect(readChoice('', settings, now)).toBeNull();
  });

  it('is set for 12 months from the choice, on the whole site, SameSite=Lax, Secure over https', () => {
    jest.useFakeTimers({ now });
    try {
      const cookie = consentCookie({ version: 3, granted: ['chat'], decidedAt: now }, true, settings);
      expect(cookie).toBe(
        `nw_consent=3.chat.${now / 1000}; Max-Age=31536000; Expires=${new Date(now + 365 * DAY).toUTCString()}; Path=/; SameSite=Lax; Secure`,
      );
      expect(consentCookie({ version: 3, granted: [], decidedAt: now }, false, settings)).not.toContain('Secure');
    } finally {
      jest.useRealTimers();
    }
  });
});
