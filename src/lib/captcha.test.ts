import type { Recaptcha } from './captcha';

// A fresh module per test: the loader remembers its script for the life of the page.
let captcha: typeof import('./captcha');
beforeEach(() => {
  jest.isolateModules(() => {
    captcha = jest.requireActual('./captcha');
  });
});
const loadRecaptcha: typeof captcha.loadRecaptcha = (...args) => captcha.loadRecaptcha(...args);
const recaptchaToken: typeof captcha.recaptchaToken = (...args) => captcha.recaptchaToken(...args);
const recaptchaSiteKey = () => captcha.recaptchaSiteKey();
const recaptchaScriptUrl = (key: string) => captcha.recaptchaScriptUrl(key);

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')];

const fakeApi = (execute: Recaptcha['execute']): Recaptcha => ({ ready: (callback) => callback(), execute });

afterEach(() => {
  delete window.grecaptcha;
  delete window.__RECAPTCHA_SITE_KEY__;
  document.head.innerHTML = '';
  jest.useRealTimers();
});

describe('recaptchaSiteKey', () => {
  const buildKey = process.env.GATSBY_RECAPTCHA_SITE_KEY;
  afterEach(() => {
    process.env.GATSBY_RECAPTCHA_SITE_KEY = buildKey;
  });

  it('takes the build key, and a key the page sets wins over it (an empty one turns the captcha off)', () => {
    process.env.GATSBY_RECAPTCHA_SITE_KEY = ' build-key ';
    expect(recaptchaSiteKey()).toBe('build-key');
    window.__RECAPTCHA_SITE_KEY__ = 'runtime-key';
    expect(recaptchaSiteKey()).toBe('runtime-key');
    window.__RECAPTCHA_SITE_KEY__ = '';
    expect(recaptchaSiteKey()).toBe('');
    delete window.__RECAPTCHA_SITE_KEY__;
    delete process.env.GATSBY_RECAPTCHA_SITE_KEY;
    expect(recaptchaSiteKey()).toBe('');
  });
});

describe('loadRecaptcha', () => {
  it('adds the script for the site key once and resolves when the API is ready', async () => {
    const first = loadRecaptcha('key 1');
    const second = loadRecaptcha('key 1');
    expect(second).toBe(first);
    expect(scripts().map((script) => script.src)).toEqual([recaptchaScriptUrl('key 1')]);
    expect(recaptchaScriptUrl('key 1')).toBe('https://www.google.com/recaptcha/api.js?render=key%201');
    const api = fakeApi(() => Promise.resolve('t'));
    window.grecaptcha = api;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    await expect(loadRecaptcha('key 1')).resolves.toBe(api);
  });

  it('rejects when the script fails and loads afresh on the next try', async () => {
    const failed = loadRecaptcha('k');
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('failed to load');
    expect(scripts()).toHaveLength(0);
    const retry = loadRecaptcha('k');
    expect(retry).not.toBe(failed);
    window.grecaptcha = fakeApi(() => Promise.resolve('t'));
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBe(window.grecaptcha);
  });

  it('rejects a script that loads without the API, and one that never answers', async () => {
    const empty = loadRecaptcha('k');
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('without its API');
    jest.useFakeTimers();
    const silent = loadRecaptcha('k', 5000);
    jest.advanceTimersByTime(5000);
    await expect(silent).rejects.toThrow('did not load within 5000 ms');
  });
});

describe('recaptchaToken', () => {
  it('asks for a token for the LOGIN action', async () => {
    const execute = jest.fn(() => Promise.resolve('token-1'));
    window.grecaptcha = fakeApi(execute);
    const token = recaptchaToken('k');
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(token).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('k', { action: 'LOGIN' });
  });

  it('gives an empty token when the API throws or answers nothing', async () => {
    window.grecaptcha = fakeApi(() => Promise.reject(new Error('invalid key')));
    const rejected = recaptchaToken('k');
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(rejected).resolves.toBe('');
    window.grecaptcha = fakeApi(() => Promise.resolve(undefined as unknown as string));
    await expect(recaptchaToken('k')).resolves.toBe('');
  });

  it('gives an empty token when reCAPTCHA does not answer in time', async () => {
    jest.useFakeTimers();
    window.grecaptcha = fakeApi(() => new Promise<string>(() => undefined));
    const silent = recaptchaToken('k', 1000);
    scripts()[0].dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(1000);
    await expect(silent).resolves.toBe('');
  });

  it('gives an empty token when the script fails to load', async () => {
    const unloaded = recaptchaToken('k');
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(unloaded).resolves.toBe('');
  });
});
