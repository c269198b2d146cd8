import { cookieDomains, matchesStorageName, removeStorage } from './storage-cleanup';

describe('removeStorage', () => {
  it('matches whole names, or prefixes with *', () => {
    expect(matchesStorageName('_ga', '_ga')).toBe(true);
    expect(matchesStorageName('_ga', '_ga_X1')).toBe(false);
    expect(matchesStorageName('_ga_*', '_ga_X1')).toBe(true);
    expect(matchesStorageName('ZD-*', 'ZD-suid')).toBe(true);
  });

  it('expires a cookie on the host and on each parent domain', () => {
    expect(cookieDomains('www.northwind.example')).toEqual(['www.northwind.example', 'northwind.example']);
    expect(cookieDomains('localhost')).toEqual(['localhost']);
    expect(cookieDomains('127.0.0.1')).toEqual(['127.0.0.1']);
  });

  it('removes the matching cookies and local-storage keys, and leaves the others', () => {
    const written: string[] = [];
    const storage = new Map([
      ['ZD-suid', '1'],
      ['ZD-buid', '2'],
      ['nw_keep', '3'],
    ]);
    removeStorage(['_ga', '_ga_*', 'ZD-*'], {
      document: {
        get cookie() {
          return '_ga=1; _ga_ABC=2; nw_lang=ar; _gat=3';
        },
        set cookie(value: string) {
          written.push(value);
        },
      },
      location: { hostname: 'www.northwind.example' },
      localStorage: {
        get length() {
          return storage.size;
        },
        key: (index: number) => [...storage.keys()][index] ?? null,
        removeItem: (key: string) => void storage.delete(key),
      },
    });
    expect(written.map((cookie) => cookie.split(';')[0] + (/Domain=([^;]+)/.exec(cookie)?.[0] ?? ''))).toEqual([
      '_ga=',
      '_ga=Domain=www.northwind.example',
      '_ga=Domain=northwind.example',
      '_ga_ABC=',
      '_ga_ABC=Domain=www.northwind.example',
      '_ga_ABC=Domain=northwind.example',
    ]);
    expect(written.every((cookie) => cookie.includes('Max-Age=0'))).toBe(true);
    expect([...storage.keys()]).toEqual(['nw_keep']);
  });
});
