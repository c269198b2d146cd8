/** @jest-environment node */
import { scryptSync } from 'node:crypto';
import { SESSION_MAX_AGE_S, createSessionToken, readSessionToken, sessionCookie, verifyPassword } from './session';

describe('session tokens', () => {
  it('read back the user id until they expire', () => {
    const token = createSessionToken('u-1', 1_000);
    expect(readSessionToken(token, 2_000)).toBe('u-1');
    expect(readSessionToken(token, 1_000 + SESSION_MAX_AGE_S * 1000)).toBeNull();
  });

  it('reject tampered, truncated or foreign tokens', () => {
    const [payload, signature] = createSessionToken('u-1').split('.');
    const other = Buffer.from(JSON.stringify({ sub: 'admin', exp: Date.now() + 1e6 })).toString('base64url');
    for (const token of [`${other}.${signature}`, payload, `${payload}.${signature}.x`, '', undefined]) {
      expect(readSessionToken(token)).toBeNull();
    }
  });

  it('uses SESSION_SECRET when set', () => {
    const token = createSessionToken('u-1');
    process.env.SESSION_SECRET = 'a configured secret';
    expect(readSessionToken(token)).toBeNull();
    expect(readSessionToken(createSessionToken('u-1'))).toBe('u-1');
    delete process.env.SESSION_SECRET;
  });

  it('is carried by an HttpOnly, SameSite cookie, Secure over HTTPS', () => {
    expect(sessionCookie('t', false)).toBe(`nw_session=t; Path=/; Max-Age=${SESSION_MAX_AGE_S}; HttpOnly; SameSite=Lax`);
    expect(sessionCookie('t', true)).toMatch(/; Secure$/);
  });
});

describe('verifyPassword', () => {
  const stored = `scrypt$abcd$${scryptSync('right', 'abcd', 32).toString('hex')}`;
  it('accepts the right password only', () => {
    expect(verifyPassword('right', stored)).toBe(true);
    expect(verifyPassword('wrong', stored)).toBe(false);
    expect(verifyPassword('right', 'plain$text')).toBe(false);
  });
});
