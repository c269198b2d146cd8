/**
 * /.well-known/security.txt (RFC 9116), written by every build from data/site.json: where to
 * report a vulnerability (Contact: the SECURITY mailbox of the contact address's domain, the
 * role address RFC 2142 names for it), until when the file holds (Expires: VALID_DAYS after the
 * build, under the year RFC 9116 advises; any deploy renews it), the language reports are read
 * in (the default locale's), and the file's own address (Canonical). Nothing of it goes into the
 * pages' scripts.
 */
import type { SiteSettings } from '../src/lib/site';

export const SECURITY_TXT_PATH = '/.well-known/security.txt';
export const VALID_DAYS = 180;

const DAY_MS = 86_400_000;

/** security@ the domain of the site's contact e-mail address (RFC 2142, Mailbox names for common services). */
export function securityContact(contactEmail: string): string {
  const domain = contactEmail.split('@')[1];
  if (!domain) throw new Error(`data/site.json: contact.email "${contactEmail}" is no e-mail address`);
  return `mailto:security@${domain}`;
}

export function securityTxt(site: Pick<SiteSettings, 'brand' | 'contact'>, language: string, canonicalUrl: string, builtAt: Date): string {
  const expires = new Date(builtAt.getTime() + VALID_DAYS * DAY_MS).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [
    `# Reporting a security issue to ${site.brand.name} (RFC 9116). Written by the build from data/site.json.`,
    `Contact: ${securityContact(site.contact.email)}`,
    `Expires: ${expires}`,
    `Preferred-Languages: ${language}`,
    `Canonical: ${canonicalUrl}`,
    '',
  ].join('\n');
}
