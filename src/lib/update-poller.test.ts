import {
  UPDATE_EVENT,
  UPDATE_POLL_INTERVAL_MS,
  announceUpdate,
  availableUpdate,
  onUpdateAvailable,
  startUpdatePoller,
} from './update-poller';

const manifest = (id: string, scripts = 'scripts-1') => ({ id, builtAt: '2026-11-22T00:00:00.000Z', captcha: false, scripts });

describe('startUpdatePoller', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the manifest at once, then every 5 minutes, and raises the update once, when the id changes from the first one (a build of new content)', async () => {
    const fetchManifest = jest.fn().mockResolvedValueOnce(manifest('build-1')).mockResolvedValue(manifest('build-2'));
    const onUpdate = jest.fn();
    startUpdatePoller({ runningScripts: 'scripts-1', fetchManifest, onUpdate });

    await jest.advanceTimersByTimeAsync(0);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS - 1);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1);
    expect(onUpdate).toHaveBeenCalledWith(manifest('build-2'));
    await jest.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS * 3);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('checks when the tab becomes visible again', async () => {
    const fetchManifest = jest.fn().mockResolvedValueOnce(manifest('build-1')).mockResolvedValue(manifest('build-2', 'scripts-2'));
    const onUpdate = jest.fn();
    startUpdatePoller({ runningScripts: 'scripts-1', fetchManifest, onUpdate });
    await jest.advanceTimersByTimeAsync(0);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(onUpdate).toHaveBeenCalledWith(manifest('build-2', 'scripts-2'));
  });

  it('raises the update at once when the first manifest names other scripts than the page runs', async () => {
    const onUpdate = jest.fn();
    startUpdatePoller({
      runningScripts: 'scripts-1',
      fetchManifest: jest.fn().mockResolvedValue(manifest('build-2', 'scripts-2')),
      onUpdate,
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(onUpdate).toHaveBeenCalledWith(manifest('build-2', 'scripts-2'));
  });

  it('stays silent when polling fails or answers nonsense, and tries again next time', async () => {
    const fetchManifest = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ nothing: true })
      .mockResolvedValueOnce(manifest(''))
      .mockResolvedValueOnce(manifest('build-1'))
      .mockResolvedValue(manifest('build-2'));
    const onUpdate = jest.fn();
    startUpdatePoller({ runningScripts: 'scripts-1', fetchManifest, onUpdate });
    await jest.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS * 3);
    expect(fetchManifest).toHaveBeenCalledTimes(4);
    expect(onUpdate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS);
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });

  it('stops when asked', async () => {
    const fetchManifest = jest.fn().mockResolvedValue(manifest('build-2'));
    const onUpdate = jest.fn();
    const stop = startUpdatePoller({ runningScripts: 'scripts-1', fetchManifest, onUpdate });
    stop();
    await jest.advanceTimersByTimeAsync(UPDATE_POLL_INTERVAL_MS * 2);
    // Only the first read, already on its way; its answer is not acted on.
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(onUpdate).not.toHaveBeenCalled();
  });
});

describe('announceUpdate', () => {
  it('records the newer build and raises the update event on window', () => {
    const heard = jest.fn();
    const events: Event[] = [];
    window.addEventListener(UPDATE_EVENT, (event) => events.push(event));
    const unsubscribe = onUpdateAvailable(heard);
    expect(availableUpdate()).toBeNull();
    announceUpdate(manifest('build-9'));
    expect(availableUpdate()).toEqual(manifest('build-9'));
    expect(heard).toHaveBeenCalledTimes(1);
    expect((events[0] as CustomEvent).detail).toEqual(manifest('build-9'));
    unsubscribe();
    announceUpdate(manifest('build-10'));
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
