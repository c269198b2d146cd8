import { profileChanges, profileErrors, validUpdate } from './user-profile';
import type { UserInfo } from './api/types';

const user: UserInfo = {
  id: 'u-1',
  email: 'a@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  country: 'AU',
  phone: '+61 400 000 001',
  language: 'en',
  accountType: 'live',
  memberSince: '2024-03-18',
};

describe('profile rules (the form and PUT /user/info alike)', () => {
  it('accepts names in any script, phone numbers with +, spaces and brackets, and published locales', () => {
    expect(profileErrors({ firstName: 'Zoë', lastName: '李 小龍', phone: '+852 (5) 000-0002', language: 'zh-hant-tw' })).toEqual({});
    expect(profileErrors({ lastName: "O'Neil-Smith" })).toEqual({});
  });

  it('names the rule each field breaks', () => {
    expect(profileErrors({ firstName: 'A', lastName: 'x'.repeat(51), phone: '12', language: 'xx' })).toEqual({
      firstName: 'nameInvalid',
      lastName: 'nameInvalid',
      phone: 'phoneInvalid',
      language: 'languageInvalid',
    });
    expect(profileErrors({ phone: 7 })).toEqual({ phone: 'phoneInvalid' });
  });

  it('validUpdate keeps the trimmed fields it knows, and refuses an invalid or empty update', () => {
    expect(validUpdate({ firstName: ' Ana ', email: 'other@example.com' })).toEqual({ firstName: 'Ana' });
    expect(validUpdate({ firstName: 'Ana', phone: 'call me' })).toBeNull();
    expect(validUpdate({})).toBeNull();
    expect(validUpdate('Ana')).toBeNull();
  });

  it('profileChanges sends only what differs from the stored details', () => {
    expect(profileChanges(user, { firstName: 'Alex', lastName: ' Morgan ', phone: '+61 400 000 002', language: 'th' })).toEqual({
      phone: '+61 400 000 002',
      language: 'th',
    });
    expect(profileChanges(user, { firstName: 'Alex', lastName: 'Morgan', phone: '+61 400 000 001', language: 'en' })).toEqual({});
  });
});
