import { jsonResponse } from '../../tests/json-response';
import type { Webinar } from './api/types';
import { REGISTRATION_STATE_KEY, fetchWebinarLists, findUpcomingWebinar, registrationFromState, webinarListsAt } from './webinars';

const webinar = (id: string, status: Webinar['status'] = 'upcoming'): Webinar => ({
  id,
  title: `Webinar ${id}`,
  summary: '',
  presenter: { name: 'Mei Lin Tan', role: 'Strategist' },
  startsAt: '2026-12-10T13:00:00Z',
  durationMinutes: 75,
  level: 'intermediate',
  status,
  language: 'en',
});
const page = (items: Webinar[]) => ({ status: 200, data: { items, total: items.length, page: 1, pageSize: 50 } });

describe('webinars from the API', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('asks for every upcoming webinar and the latest past ones, in the page language', async () => {
    fetchMock.mockImplementation((url: string) =>
      Promise.resolve(jsonResponse(200, page(url.includes('when=past') ? [webinar('old', 'past')] : [webinar('a'), webinar('b')]))),
    );
    await expect(fetchWebinarLists('cht', 3)).resolves.toEqual({ upcoming: [webinar('a'), webinar('b')], past: [webinar('old', 'past')] });
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/webinar?lang=cht&when=past&pageSize=3',
      '/api/webinar?lang=cht&when=upcoming&pageSize=50',
    ]);
  });

  it('skips the past ones when none are wanted', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page([webinar('a')])));
    await expect(fetchWebinarLists('en', 0)).resolves.toEqual({ upcoming: [webinar('a')], past: [] });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('finds an upcoming webinar by id, and nothing for an id it does not list', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, page([webinar('a'), webinar('b')])));
    await expect(findUpcomingWebinar('ar', 'b')).resolves.toEqual(webinar('b'));
    await expect(findUpcomingWebinar('ar', 'over')).resolves.toBeNull();
  });

  it('rejects when the call fails, so the page can offer a retry', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { status: 500, data: { message: 'down' } }));
    await expect(findUpcomingWebinar('en', 'a')).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });
});

describe('registrationFromState', () => {
  const registration = {
    reference: 'NW-1A2B3C4D',
    email: 'ana@example.com',
    webinar: { id: 'a', title: 'Webinar a', startsAt: '2026-12-10T13:00:00Z', durationMinutes: 75, language: 'en' },
  };

  it('reads a whole registration from a history state', () => {
    expect(registrationFromState({ key: 'x', [REGISTRATION_STATE_KEY]: registration })).toEqual(registration);
  });

  it.each([
    ['no state', null],
    ['a state without one', { key: 'x' }],
    ['no reference', { [REGISTRATION_STATE_KEY]: { ...registration, reference: '' } }],
    ['no webinar', { [REGISTRATION_STATE_KEY]: { ...registration, webinar: undefined } }],
    ['a bad date', { [REGISTRATION_STATE_KEY]: { ...registration, webinar: { ...registration.webinar, startsAt: 'soon' } } }],
    [
      'a duration that is not a number',
      { [REGISTRATION_STATE_KEY]: { ...registration, webinar: { ...registration.webinar, durationMinutes: '75' } } },
    ],
  ])('reads nothing from %s', (_, state) => {
    expect(registrationFromState(state)).toBeNull();
  });
});

describe('the schedule at a later moment', () => {
  const at = (id: string, startsAt: string, status: Webinar['status']) => ({ ...webinar(id, status), startsAt });
  it('moves a webinar that has ended since to the past ones, the latest first, keeping as many as asked', () => {
    const built = {
      upcoming: [at('soon', '2026-12-01T13:00:00Z', 'upcoming'), at('later', '2026-12-20T13:00:00Z', 'upcoming')],
      past: [at('nov', '2026-11-10T13:00:00Z', 'past'), at('oct', '2026-10-10T13:00:00Z', 'past')],
    };
    const lists = webinarListsAt(built, Date.parse('2026-12-05T00:00:00Z'), 2);
    expect(lists.upcoming.map(({ id }) => id)).toEqual(['later']);
    expect(lists.past.map(({ id, status }) => [id, status])).toEqual([
      ['soon', 'past'],
      ['nov', 'past'],
    ]);
  });

  it('keeps a webinar upcoming while it is on', () => {
    const built = { upcoming: [at('now', '2026-12-01T13:00:00Z', 'upcoming')], past: [] };
    expect(webinarListsAt(built, Date.parse('2026-12-01T13:30:00Z'), 4).upcoming.map(({ id }) => id)).toEqual(['now']);
  });
});
