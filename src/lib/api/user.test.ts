import { fetchUserInfo } from './user';
import { jsonResponse } from '../../../tests/json-response';

describe('fetchUserInfo', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('reads the user from the data envelope', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { status: 200, data: { first_name: 'Mei', last_name: 'Chen', email: 'mei@example.com' } }));
    await expect(fetchUserInfo()).resolves.toEqual({ firstName: 'Mei', lastName: 'Chen', email: 'mei@example.com' });
    expect(fetchMock).toHaveBeenCalledWith('/user/info', expect.objectContaining({ method: 'GET', credentials: 'same-origin' }));
  });

  it('reads the fields at the top level too', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { firstName: 'Ana', email: 'ana@example.com' }));
    await expect(fetchUserInfo()).resolves.toEqual({ firstName: 'Ana', lastName: '', email: 'ana@example.com' });
  });

  it.each([
    ['an error status', () => jsonResponse(401, { message: 'not logged in' })],
    ['an empty user', () => jsonResponse(200, { data: {} })],
  ])('treats %s as signed out', async (_, response) => {
    fetchMock.mockResolvedValue(response());
    await expect(fetchUserInfo()).resolves.toBeNull();
  });

  it('treats a network failure as signed out', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchUserInfo()).resolves.toBeNull();
  });
});
