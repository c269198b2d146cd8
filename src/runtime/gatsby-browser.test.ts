import { onClientEntry } from './gatsby-browser';

jest.mock('../lib/chunk-reload', () => ({ installChunkErrorRecovery: jest.fn() }));
jest.mock('../lib/intl-warm-up', () => ({ warmUpIntl: jest.fn() }));
jest.mock('./wrappers', () => ({ wrapPageElement: jest.fn(), wrapRootElement: jest.fn() }));

afterEach(() => jest.useRealTimers());

it('lets Gatsby go on with loading the page only in a later task', async () => {
  jest.useFakeTimers();
  const entry = (onClientEntry as unknown as () => Promise<void> | void)();
  expect(entry).toBeInstanceOf(Promise);
  let settled = false;
  void (entry as Promise<void>).then(() => (settled = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  expect(settled).toBe(false);
  jest.runOnlyPendingTimers();
  await entry;
  expect(settled).toBe(true);
});
