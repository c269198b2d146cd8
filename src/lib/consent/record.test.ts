import { consentRecordOf } from './record';
import { consentSettings } from './settings';

const time = new Date('2026-11-29T10:00:00Z');
const { version } = consentSettings;

describe('consentRecordOf', () => {
  it('keeps the time, version, granted categories (in order) and locale, and nothing else', () => {
    expect(consentRecordOf({ version, categories: ['chat', 'analytics'], language: 'zh-hant-tw', ip: '1.2.3.4' }, time)).toEqual({
      time: '2026-11-29T10:00:00.000Z',
      version,
      categories: ['analytics', 'chat'],
      locale: 'zh-hant-tw',
    });
    expect(consentRecordOf({ version, categories: [], language: 'ar' }, time)?.categories).toEqual([]);
  });

  it.each([
    ['another version', { version: version + 1, categories: [], language: 'en' }],
    ['an unknown category', { version, categories: ['ads'], language: 'en' }],
    ['categories that are not a list', { version, categories: 'analytics', language: 'en' }],
    ['an unknown locale', { version, categories: [], language: 'xx' }],
    ['no body', undefined],
  ])('refuses %s', (_, body) => {
    expect(consentRecordOf(body, time)).toBeNull();
  });
});
