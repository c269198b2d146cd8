import { nextTask } from './next-task';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
  jest.useRealTimers();
});

it('resolves in a later task, not in the current one or its microtasks', async () => {
  jest.useFakeTimers();
  let resolved = false;
  const waiting = nextTask().then(() => (resolved = true));
  await Promise.resolve();
  await Promise.resolve();
  expect(resolved).toBe(false);
  jest.runOnlyPendingTimers();
  await waiting;
  expect(resolved).toBe(true);
});

it("uses the browser's scheduler.yield where there is one", async () => {
  const yieldToMain = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToMain };
  await nextTask();
  expect(yieldToMain).toHaveBeenCalledTimes(1);
});
