import { onClientEntry, replaceHydrateFunction } from './gatsby-browser';
import { hydrateInTransition } from './hydrate-in-transition';

const clientEntry = onClientEntry as unknown as (args: unknown, options: object) => Promise<void> | undefined;

afterEach(() => jest.useRealTimers());

it('lets Gatsby go on with loading the page only in a later task (twoTaskStart)', async () => {
  jest.useFakeTimers();
  const entry = clientEntry({}, {});
  expect(entry).toBeInstanceOf(Promise);
  let settled = false;
  void (entry as Promise<void>).then(() => (settled = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  expect(settled).toBe(false);
  jest.runOnlyPendingTimers();
  await entry;
  expect(settled).toBe(true);
});

it("leaves Gatsby's start and hydration as they are when their patches are off", () => {
  expect(clientEntry({}, { off: ['twoTaskStart'] })).toBeUndefined();
  expect(replaceHydrateFunction({}, { off: ['hydrateInTransition'] })).toBeUndefined();
  expect(replaceHydrateFunction({}, {})).toBe(hydrateInTransition);
});
