import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_MARKER,
  FAILED_CHUNKS_GLOBAL,
  isChunkLoadError,
  isOwnScript,
  recordFailedScriptsInline,
  reloadOnce,
} from './chunk-reload';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe('reloadOnce', () => {
  it('reloads once, not again within 10 s on the same path, and again after', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    const at = (now: number, path = '/en/') => reloadOnce({ storage, path, now, reload });

    expect(at(1_000)).toBe(true);
    expect(at(1_000 + CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(at(1_000 + CHUNK_RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(JSON.parse(storage.getItem(CHUNK_RELOAD_MARKER) ?? '')).toEqual({ path: '/en/', at: 1_000 + CHUNK_RELOAD_GUARD_MS });
  });

  it('does not let another path’s marker block a reload', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnce({ storage, path: '/en/', now: 0, reload })).toBe(true);
    expect(reloadOnce({ storage, path: '/ar/', now: 1, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without session storage, or when the marker cannot be written', () => {
    const reload = jest.fn();
    expect(reloadOnce({ storage: null, path: '/', now: 0, reload })).toBe(false);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnce({ storage: full, path: '/', now: 0, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats a garbled marker as none', () => {
    const storage = memoryStorage();
    storage.setItem(CHUNK_RELOAD_MARKER, '{not json');
    const reload = jest.fn();
    expect(reloadOnce({ storage, path: '/', now: 0, reload })).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }), true],
    [new Error('Loading CSS chunk locale-suggestion failed.'), true],
    [new TypeError('Failed to fetch dynamically imported module: /x.js'), true],
    [new TypeError('Cannot read properties of null'), false],
    ['Loading chunk 1 failed', false],
    [null, false],
  ])('%p → %p', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('failed scripts', () => {
  it('counts only this site’s own scripts', () => {
    const origin = 'https://www.example.com';
    expect(isOwnScript('https://www.example.com/app-1a2b.js', origin)).toBe(true);
    expect(isOwnScript('/component---src-templates-route-tsx-1a2b.js', origin)).toBe(true);
    expect(isOwnScript('https://www.googletagmanager.com/gtm.js?id=GTM-1', origin)).toBe(false);
    expect(isOwnScript('https://www.example.com/favicon.svg', origin)).toBe(false);
  });

  it('the inline head script records scripts that fail before the app runs', () => {
    new Function(recordFailedScriptsInline)();
    const script = document.createElement('script');
    script.src = 'http://localhost/app-123.js';
    document.head.appendChild(script);
    script.dispatchEvent(new Event('error'));
    expect((window as unknown as Record<string, string[]>)[FAILED_CHUNKS_GLOBAL]).toEqual(['http://localhost/app-123.js']);
  });
});

describe('recoverFromChunkError', () => {
  const reload = jest.fn();
  beforeEach(() => {
    window.sessionStorage.clear();
    reload.mockReset();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, pathname: '/en/', origin: 'http://localhost', reload },
    });
  });

  it('reloads at most once per page load, whatever reports the failure', () => {
    jest.isolateModules(() => {
      const { installChunkErrorRecovery } = require('./chunk-reload') as typeof import('./chunk-reload');
      (window as unknown as Record<string, string[]>)[FAILED_CHUNKS_GLOBAL] = ['http://localhost/component---x.js'];
      installChunkErrorRecovery();
      expect(reload).toHaveBeenCalledTimes(1);
      window.dispatchEvent(
        Object.assign(new Event('unhandledrejection'), { reason: Object.assign(new Error('x'), { name: 'ChunkLoadError' }) }),
      );
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });

  it('reloads for a chunk rejection heard after start, and ignores other rejections', () => {
    jest.isolateModules(() => {
      const { installChunkErrorRecovery } = require('./chunk-reload') as typeof import('./chunk-reload');
      (window as unknown as Record<string, string[]>)[FAILED_CHUNKS_GLOBAL] = ['https://www.googletagmanager.com/gtm.js'];
      installChunkErrorRecovery();
      window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('network') }));
      expect(reload).not.toHaveBeenCalled();
      window.dispatchEvent(
        Object.assign(new Event('unhandledrejection'), { reason: Object.assign(new Error('x'), { name: 'ChunkLoadError' }) }),
      );
      expect(reload).toHaveBeenCalledTimes(1);
    });
  });
});
