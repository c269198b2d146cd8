import { startBlobWorker } from './blob-worker';

const original = { Worker: global.Worker, create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  global.Worker = original.Worker;
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

it('starts a worker on a script URL and releases the URL', () => {
  const started: string[] = [];
  global.Worker = jest.fn(function FakeWorker(url: string) {
    started.push(url);
  }) as unknown as typeof Worker;
  URL.createObjectURL = jest.fn(() => 'blob:job');
  URL.revokeObjectURL = jest.fn();
  expect(startBlobWorker('close();')).not.toBeNull();
  expect(started).toEqual(['blob:job']);
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:job');
});

it('answers null where workers are missing or refused', () => {
  URL.createObjectURL = jest.fn(() => 'blob:job');
  URL.revokeObjectURL = jest.fn();
  // @ts-expect-error: a browser without workers
  delete global.Worker;
  expect(startBlobWorker('close();')).toBeNull();
  expect(URL.createObjectURL).not.toHaveBeenCalled();
  global.Worker = jest.fn(() => {
    throw new Error('refused by the content security policy');
  }) as unknown as typeof Worker;
  expect(startBlobWorker('close();')).toBeNull();
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:job');
});
