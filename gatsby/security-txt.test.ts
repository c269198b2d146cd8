import { site } from '../src/lib/site';
import { securityContact, securityTxt } from './security-txt';

it('writes the fields RFC 9116 asks for from data/site.json, expiring 180 days after the build', () => {
  expect(
    securityTxt(site, 'en', 'https://www.northwind-markets.example/.well-known/security.txt', new Date('2026-11-20T14:00:00.123Z')),
  ).toBe(
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

it('names the SECURITY mailbox of the contact address’s domain, and refuses a contact that is no address', () => {
  expect(securityContact('support@broker.example')).toBe('mailto:security@broker.example');
  expect(() => securityContact('support')).toThrow(/no e-mail address/);
});
