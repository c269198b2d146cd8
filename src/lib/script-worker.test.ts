import { startScriptWorker } from './script-worker';

const original = global.Worker;
afterEach(() => {
  global.Worker = original;
});

it('starts a worker on the script as a data: URL (no blob to register)', () => {
  const started: string[] = [];
  global.Worker = jest.fn(function FakeWorker(url: string) {
    started.push(url);
  }) as unknown as typeof Worker;
  expect(startScriptWorker('postMessage("a b#c");close();')).not.toBeNull();
  expect(started).toHaveLength(1);
  expect(started[0]).toMatch(/^data:text\/javascript,/);
  expect(decodeURIComponent(started[0].slice('data:text/javascript,'.length))).toBe('postMessage("a b#c");close();');
});

it('answers null where workers are missing or refused', () => {
  // @ts-expect-error: a browser without workers
  delete global.Worker;
  expect(startScriptWorker('close();')).toBeNull();
  global.Worker = jest.fn(() => {
    throw new Error('refused by the content security policy');
  }) as unknown as typeof Worker;
  expect(startScriptWorker('close();')).toBeNull();
});
