import { ApiError, API_TIMEOUT_MS, apiDelete, apiGet, apiPost, apiPut } from './client';
import { buildUrl } from './url';

const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(JSON.stringify(body)) }) as Response;

describe('buildUrl', () => {
  it('appends the query, leaving out empty values and repeating arrays', () => {
    expect(buildUrl('/api/articles', { page: 2, tag: ['gold', 'fx'], q: '', x: undefined, y: null })).toBe(
      '/api/articles?page=2&tag=gold&tag=fx',
    );
    expect(buildUrl('api/urls')).toBe('/api/urls');
    expect(buildUrl('/builds/latest.json?v=1', { t: 5 })).toBe('/builds/latest.json?v=1&t=5');
  });
});

describe('request helpers', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('says the page’s language (Accept-Language: <html lang>) and passes a submission’s extra headers on', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    document.documentElement.lang = 'zh-Hant';
    try {
      await apiPost('/api/register', {}, undefined, { 'Idempotency-Key': 'key-12345678' });
    } finally {
      document.documentElement.lang = '';
    }
    expect(fetchMock.mock.calls[0][1].headers).toMatchObject({ 'Accept-Language': 'zh-Hant', 'Idempotency-Key': 'key-12345678' });
    await apiGet('/api/location');
    expect(fetchMock.mock.calls[1][1].headers).not.toHaveProperty('Accept-Language');
  });

  it('GETs JSON with a query', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { items: [1] }));
    await expect(apiGet('/api/promotions', { lang: 'en' })).resolves.toEqual({ items: [1] });
    expect(fetchMock).toHaveBeenCalledWith('/api/promotions?lang=en', expect.objectContaining({ method: 'GET', body: undefined }));
  });

  it.each([
    ['POST', apiPost],
    ['PUT', apiPut],
    ['DELETE', apiDelete],
  ])('%s sends a JSON body', async (method, call) => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await call('/user/info', { a: 1 });
    const [, init] = fetchMock.mock.calls[0];
    expect(init).toMatchObject({ method, body: '{"a":1}' });
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('rejects an HTTP error with its status and the server message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(422, { status: 422, data: { message: 'Bad e-mail' } }));
    await expect(apiPost('/api/register', {})).rejects.toMatchObject({ name: 'ApiError', status: 422, message: 'Bad e-mail' });
  });

  it('rejects a network failure and a non-JSON answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/urls')).rejects.toMatchObject({ status: 0 });
    fetchMock.mockResolvedValueOnce({ ok: true, status: 200, text: () => Promise.resolve('<html>') } as Response);
    await expect(apiGet('/api/urls')).rejects.toBeInstanceOf(ApiError);
  });

  it('aborts after 60000 ms', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const pending = apiGet('/api/location');
    const settled = jest.fn();
    pending.catch(settled);
    await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).rejects.toMatchObject({ status: 0, message: `Timed out after ${API_TIMEOUT_MS} ms` });
    jest.useRealTimers();
  });
});
