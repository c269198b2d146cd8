import { TOAST_DURATION_MS, TOAST_FADE_MS, ToastQueue, toastOffsets, type Toast } from './toast';

describe('toastOffsets', () => {
  it('puts the first toast 20 px from the top and each next one 60 px lower', () => {
    expect(toastOffsets([44, 44, 44])).toEqual([20, 80, 140]);
    expect(toastOffsets([])).toEqual([]);
  });

  it('moves the toasts below a taller one further down instead of covering them', () => {
    expect(toastOffsets([100, 44, 44])).toEqual([20, 128, 188]);
  });
});

describe('ToastQueue', () => {
  let changes: (readonly Toast[])[];
  let queue: ToastQueue;
  const visible = () => queue.current.map((toast) => `${toast.message}${toast.closing ? ' (closing)' : ''}`);

  beforeEach(() => {
    jest.useFakeTimers();
    changes = [];
    queue = new ToastQueue((toasts) => changes.push(toasts));
  });
  afterEach(() => {
    queue.dispose();
    jest.useRealTimers();
  });

  it('shows an info toast for 3000 ms, fades it for 400 ms, then removes it', () => {
    queue.show({ message: 'Saved' });
    expect(queue.current).toEqual([
      { id: 1, type: 'info', message: 'Saved', duration: TOAST_DURATION_MS, showClose: false, closing: false },
    ]);
    jest.advanceTimersByTime(2999);
    expect(visible()).toEqual(['Saved']);
    jest.advanceTimersByTime(1);
    expect(visible()).toEqual(['Saved (closing)']);
    jest.advanceTimersByTime(TOAST_FADE_MS - 1);
    expect(visible()).toEqual(['Saved (closing)']);
    jest.advanceTimersByTime(1);
    expect(visible()).toEqual([]);
    expect(changes).toHaveLength(3);
  });

  it('stacks toasts and lets the remaining ones move up when one closes', () => {
    queue.show({ message: 'first', type: 'success', duration: 1000 });
    queue.show({ message: 'second', type: 'error', duration: 5000, showClose: true });
    queue.show({ message: 'third', type: 'warning' });
    expect(queue.current.map((toast) => toast.type)).toEqual(['success', 'error', 'warning']);
    jest.advanceTimersByTime(1000 + TOAST_FADE_MS);
    expect(visible()).toEqual(['second', 'third']);
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1000 - TOAST_FADE_MS + TOAST_FADE_MS);
    expect(visible()).toEqual(['second']);
  });

  it('closes on request, once, and keeps a toast with no duration until then', () => {
    const id = queue.show({ message: 'sticky', duration: 0, showClose: true });
    jest.advanceTimersByTime(60_000);
    expect(visible()).toEqual(['sticky']);
    queue.close(id);
    queue.close(id);
    jest.advanceTimersByTime(TOAST_FADE_MS);
    expect(visible()).toEqual([]);
    expect(changes).toHaveLength(3);
  });

  it('holds the countdown while paused and finishes the rest after resuming', () => {
    const id = queue.show({ message: 'hover me' });
    jest.advanceTimersByTime(1000);
    queue.pause(id);
    jest.advanceTimersByTime(10_000);
    expect(visible()).toEqual(['hover me']);
    queue.resume(id);
    jest.advanceTimersByTime(1999);
    expect(visible()).toEqual(['hover me']);
    jest.advanceTimersByTime(1);
    expect(visible()).toEqual(['hover me (closing)']);
  });

  it('stops every timer when disposed', () => {
    queue.show({ message: 'a' });
    queue.close(queue.show({ message: 'b' }));
    queue.dispose();
    const count = changes.length;
    jest.advanceTimersByTime(10_000);
    expect(changes).toHaveLength(count);
  });
});
