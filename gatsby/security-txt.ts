/**
 * /.well-known/security.txt (RFC 9116), written by every build from data/site.json: where to
 * report a vulnerability (Contact), until when the file holds (Expires: `validDays` after the
 * build, under the year the RFC advises; any deploy renews it), the languages reports may be
 * written in, and the file's own address (Canonical).
 */
import type { SiteSettings } from '../src/lib/site';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';

const DAY_MS = 86_400_000;

export function securityTxt(site: Pick<SiteSettings, 'brand' | 'security'>, canonicalUrl: string, builtAt: Date): string {
  const { contact, preferredLanguages, validDays } = site.security;
  if (contact.length === 0 || !contact.every((uri) => /^(mailto|https|tel):/.test(uri))) {
    throw new Error('data/site.json: security.contact must list mailto:, https: or tel: addresses (RFC 9116)');
  }
  if (!(validDays > 0 && validDays < 366))
    throw new Error('data/site.json: security.validDays must be 1 to 365 (RFC 9116 advises under a year)');
  const expires = new Date(builtAt.getTime() + validDays * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [
    `# Reporting a security issue to ${site.brand.name} (RFC 9116). Written by the build from data/site.json.`,
    ...contact.map((uri) => `Contact: ${uri}`),
    `Expires: ${expires}`,
    `Preferred-Languages: ${preferredLanguages.join(', ')}`,
    `Canonical: ${canonicalUrl}`,
    '',
  ].join('\n');
}
