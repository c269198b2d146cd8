import { site } from '../src/lib/site';
import { securityTxt } from './security-txt';

const builtAt = new Date('2026-11-20T14:00:00.123Z');

it('writes the fields RFC 9116 asks for from data/site.json, expiring validDays after the build', () => {
  expect(securityTxt(site, 'https://www.northwind-markets.example/.well-known/security.txt', builtAt)).toBe(
    [
      '# Reporting a security issue to Northwind Markets (RFC 9116). Written by the build from data/site.json.',
      'Contact: mailto:security@northwind-markets.example',
      'Expires: 2027-05-19T14:00:00Z',
      'Preferred-Languages: en',
      'Canonical: https://www.northwind-markets.example/.well-known/security.txt',
      '',
    ].join('\n'),
  );
});

it('refuses a contact that is no address, and a file valid for a year or more', () => {
  const withSecurity = (security: Partial<typeof site.security>) => ({ ...site, security: { ...site.security, ...security } });
  expect(() => securityTxt(withSecurity({ contact: ['security@example.com'] }), 'x', builtAt)).toThrow(/mailto:/);
  expect(() => securityTxt(withSecurity({ contact: [] }), 'x', builtAt)).toThrow(/mailto:/);
  expect(() => securityTxt(withSecurity({ validDays: 400 }), 'x', builtAt)).toThrow(/under a year/);
});
