/**
 * Removes what a withdrawn category's third party wrote: its first-party cookies and
 * local-storage keys (data/consent.json, storage; `name*` matches a prefix). Analytics cookies
 * are usually set on the registrable domain (`.example.com`), so each cookie is expired for the
 * host and every parent domain: a browser ignores the ones it does not hold.
 */
export const matchesStorageName = (pattern: string, name: string): boolean =>
  pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern;

/** The host and its parent domains, down to two labels (`www.a.example` → www.a.example, a.example). */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [hostname];
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

export interface StorageTarget {
  document: Pick<Document, 'cookie'>;
  location: Pick<Location, 'hostname'>;
  localStorage?: Pick<Storage, 'length' | 'key' | 'removeItem'>;
}

export function removeStorage(patterns: readonly string[], target: StorageTarget = window): void {
  if (patterns.length === 0) return;
  const matches = (name: string) => patterns.some((pattern) => matchesStorageName(pattern, name));
  try {
    const names = target.document.cookie
      .split(';')
      .map((pair) => pair.split('=')[0].trim())
      .filter((name) => name && matches(name));
    const expired = 'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/';
    for (const name of names) {
      target.document.cookie = `${name}=; ${expired}`;
      for (const domain of cookieDomains(target.location.hostname)) target.document.cookie = `${name}=; ${expired}; Domain=${domain}`;
    }
    const storage = target.localStorage;
    if (storage) {
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
        (key): key is string => key !== null && matches(key),
      );
      keys.forEach((key) => storage.removeItem(key));
    }
  } catch {
    // Storage blocked (a sandboxed frame): there is nothing of theirs to remove either.
  }
}
