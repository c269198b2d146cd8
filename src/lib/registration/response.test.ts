import { ApiError } from '../api/client';
import { buildRedirectUrl, failedRequestOutcome, registrationOutcome } from './response';

const portal = 'https://portal.example/apply-live-ta?language=en';

describe('buildRedirectUrl', () => {
  it('appends both tracking codes', () => {
    expect(buildRedirectUrl(portal, { campaign_code: 'spring_24', referral_code: 'ab-1' })).toBe(
      'https://portal.example/apply-live-ta?language=en&campaign_code=spring_24&referral_code=ab-1',
    );
  });

  it('appends only the code that is stored', () => {
    expect(buildRedirectUrl(portal, { referral_code: 'ab-1' })).toBe(`${portal}&referral_code=ab-1`);
    expect(buildRedirectUrl('http://portal.example/x', { campaign_code: 'c' })).toBe('http://portal.example/x?campaign_code=c');
  });

  it('leaves the address as it is without codes', () => {
    expect(buildRedirectUrl(portal, {})).toBe(portal);
  });

  it('replaces a code the address already carries instead of repeating it', () => {
    expect(buildRedirectUrl('https://portal.example/?campaign_code=old', { campaign_code: 'new' })).toBe(
      'https://portal.example/?campaign_code=new',
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://portal.example/', '/apply-live-ta', '//portal.example/', ''])(
    'refuses %j',
    (address) => {
      expect(buildRedirectUrl(address, { campaign_code: 'c' })).toBeNull();
    },
  );
});

describe('registrationOutcome', () => {
  it('redirects on status 200 with an address', () => {
    expect(registrationOutcome({ status: 200, data: { redirect_address: portal } }, { campaign_code: 'c' })).toEqual({
      kind: 'redirect',
      url: `${portal}&campaign_code=c`,
    });
  });

  it('says “received” with the server’s message and reference on status 202, and opens nothing', () => {
    expect(
      registrationOutcome({ status: 202, data: { message: 'We have received your application.', reference: 'NW-1A2B3C4D' } }, {}),
    ).toEqual({ kind: 'received', message: 'We have received your application.', reference: 'NW-1A2B3C4D' });
    expect(registrationOutcome({ status: 202, data: { redirect_address: portal } }, {})).toEqual({
      kind: 'received',
      message: null,
      reference: null,
    });
  });

  it('fails with the server message for any other answer', () => {
    expect(registrationOutcome({ status: 422, data: { message: 'E-mail already registered' } }, {})).toEqual({
      kind: 'failed',
      message: 'E-mail already registered',
    });
    expect(registrationOutcome({ status: 200, data: { message: 'No address' } }, {})).toEqual({ kind: 'failed', message: 'No address' });
  });

  it('fails without a message (registrationFailed) for a non-http address or an empty answer', () => {
    expect(registrationOutcome({ status: 200, data: { redirect_address: 'javascript:alert(1)' } }, {})).toEqual({
      kind: 'failed',
      message: null,
    });
    expect(registrationOutcome(undefined, {})).toEqual({ kind: 'failed', message: null });
    expect(registrationOutcome({ status: 500, data: { message: '  ' } }, {})).toEqual({ kind: 'failed', message: null });
  });
});

describe('failedRequestOutcome', () => {
  it('shows the message of an HTTP error that answered JSON', () => {
    const error = new ApiError('x', 422, { status: 422, data: { message: 'Please enter your first name.' } });
    expect(failedRequestOutcome(error)).toEqual({ kind: 'failed', message: 'Please enter your first name.' });
  });

  it('falls back to registrationFailed for network failures, timeouts and bodies that are not JSON', () => {
    expect(failedRequestOutcome(new ApiError('network', 0, new TypeError('Failed to fetch')))).toEqual({ kind: 'failed', message: null });
    expect(failedRequestOutcome(new ApiError('Timed out', 0))).toEqual({ kind: 'failed', message: null });
    expect(failedRequestOutcome(new ApiError('Invalid JSON', 502, new SyntaxError('x')))).toEqual({ kind: 'failed', message: null });
    expect(failedRequestOutcome(new Error('other'))).toEqual({ kind: 'failed', message: null });
  });
});
