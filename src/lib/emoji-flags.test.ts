import { EMOJI_FONTS, flagTestScript } from './emoji-flags';

/** Runs the worker's script with a fake OffscreenCanvas whose text widths are given. */
function runScript(widths: Record<string, number> | null) {
  const posted: unknown[] = [];
  const close = jest.fn();
  const fonts: string[] = [];
  const OffscreenCanvas = widths
    ? function OffscreenCanvas() {
        return {
          getContext: () => ({
            set font(value: string) {
              fonts.push(value);
            },
            measureText: (text: string) => ({ width: widths[text] ?? 0 }),
          }),
        };
      }
    : undefined;
  new Function('OffscreenCanvas', 'postMessage', 'close', flagTestScript(EMOJI_FONTS, '🇧🇴'))(
    OffscreenCanvas,
    (value: unknown) => posted.push(value),
    close,
  );
  return { posted, close, fonts };
}

describe('flagTestScript', () => {
  it('answers true where a flag is one glyph (about as wide as one letter), in the emoji fonts', () => {
    const { posted, close, fonts } = runScript({ '🇧🇴': 40, '🇧': 38 });
    expect(posted).toEqual([true]);
    expect(close).toHaveBeenCalled();
    expect(fonts).toEqual([`32px ${EMOJI_FONTS}`]);
  });

  it('answers false where the pair is drawn as two letters, or nothing measures', () => {
    expect(runScript({ '🇧🇴': 60, '🇧': 30 }).posted).toEqual([false]);
    expect(runScript({}).posted).toEqual([false]);
  });

  it('answers false without OffscreenCanvas', () => {
    expect(runScript(null).posted).toEqual([false]);
  });
});

describe('testEmojiFlags', () => {
  /** A fresh module (its answer is module state), with the worker it would start. */
  async function withWorker(worker: { onmessage?: (event: { data: unknown }) => void } | null) {
    jest.resetModules();
    const start = jest.fn(() => worker);
    jest.doMock('./script-worker', () => ({ startScriptWorker: start }));
    return { flags: await import('./emoji-flags'), start };
  }

  it('starts one worker, and tells the subscribers its answer', async () => {
    const worker: { onmessage?: (event: { data: unknown }) => void } = {};
    const { flags, start } = await withWorker(worker);
    const listener = jest.fn();
    flags.subscribeEmojiFlags(listener);
    flags.subscribeEmojiFlags(jest.fn());
    expect(start).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledWith(flags.flagTestScript(EMOJI_FONTS, '🇧🇴'));
    expect(flags.drawsEmojiFlags()).toBe(false);
    worker.onmessage?.({ data: true });
    expect(listener).toHaveBeenCalled();
    expect(flags.drawsEmojiFlags()).toBe(true);
  });

  it('keeps codes where workers are unavailable', async () => {
    const { flags } = await withWorker(null);
    const listener = jest.fn();
    flags.subscribeEmojiFlags(listener);
    expect(listener).toHaveBeenCalled();
    expect(flags.drawsEmojiFlags()).toBe(false);
  });
});
