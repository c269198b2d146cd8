/** @jest-environment node */
import { clientAddress } from './client-address';
import { forgetEvents, recordEvent, secondsUntilFree } from './rate-limit';

describe('sliding-window counters', () => {
  const rate = { count: 2, seconds: 60 };

  it('frees a key once its oldest counted event leaves the window', () => {
    const key = `test|${Math.random()}`;
    expect(secondsUntilFree(key, rate, 0)).toBe(0);
    recordEvent(key, 0);
    recordEvent(key, 10_000);
    expect(secondsUntilFree(key, rate, 20_000)).toBe(40);
    expect(secondsUntilFree(key, rate, 60_001)).toBe(0);
    recordEvent(key, 60_001);
    expect(secondsUntilFree(key, rate, 60_001)).toBe(10);
  });

  it('forgets a key', () => {
    const key = `test|${Math.random()}`;
    recordEvent(key, 0);
    recordEvent(key, 0);
    forgetEvents(key);
    expect(secondsUntilFree(key, rate, 1)).toBe(0);
  });
});

describe('clientAddress', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY;
  });

  it('trusts the last X-Forwarded-For entry from a proxy on this machine, by default', () => {
    expect(clientAddress('127.0.0.1', 'spoofed, 203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('198.51.100.4', '203.0.113.7')).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('follows TRUST_PROXY', () => {
    process.env.TRUST_PROXY = 'none';
    expect(clientAddress('127.0.0.1', '203.0.113.7')).toBe('127.0.0.1');
    process.env.TRUST_PROXY = 'all';
    expect(clientAddress('198.51.100.4', '203.0.113.7')).toBe('203.0.113.7');
  });
});
