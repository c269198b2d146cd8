/**
 * Whether this system draws regional-indicator pairs as flags. Windows and many Linux desktops
 * draw two letters instead; a flag is one glyph, so it measures about as wide as a single
 * indicator letter, while a pair of letters measures about twice as wide. A worker measures it
 * (OffscreenCanvas): where no font has the indicator letters, the browser searches every system
 * font for them, 30 ms on this project's test machine, which on the main thread held up the
 * sign-up dialog's first frame. Flags show as their codes until the answer comes.
 */
import { startScriptWorker } from './script-worker';
import { flagEmoji } from './registration/countries';

/** Fonts that hold flag glyphs on the systems that have them. */
export const EMOJI_FONTS = "'Apple Color Emoji', 'Segoe UI Emoji', 'Noto Color Emoji', 'Twemoji Mozilla', sans-serif";

/** Runs in the worker: measures a flag and its first indicator letter, posts the answer, ends. */
function measureFlag(fonts: string, flag: string): void {
  let draws = false;
  const context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(64, 64).getContext('2d');
  if (context) {
    context.font = `32px ${fonts}`;
    const pair = context.measureText(flag).width;
    const letter = context.measureText(flag.slice(0, 2)).width;
    draws = pair > 0 && pair < letter * 1.5;
  }
  postMessage(draws);
  close();
}

/** The worker's whole source. */
export const flagTestScript = (fonts: string, flag: string): string =>
  `(${measureFlag.toString()})(${JSON.stringify(fonts)}, ${JSON.stringify(flag)});`;

let answer: boolean | undefined;
let asked = false;
const listeners = new Set<() => void>();

function settle(draws: boolean): void {
  answer = draws;
  listeners.forEach((listener) => listener());
}

/** Starts the test once; without workers, flags stay codes. */
export function testEmojiFlags(): void {
  if (asked) return;
  asked = true;
  const worker = startScriptWorker(flagTestScript(EMOJI_FONTS, flagEmoji('bo')));
  if (!worker) return settle(false);
  worker.onmessage = (event: MessageEvent) => settle(event.data === true);
  worker.onerror = () => settle(false);
}

/** For useSyncExternalStore: the answer so far (false until it comes), and its changes. */
export const drawsEmojiFlags = (): boolean => answer === true;
export function subscribeEmojiFlags(listener: () => void): () => void {
  listeners.add(listener);
  testEmojiFlags();
  return () => listeners.delete(listener);
}
