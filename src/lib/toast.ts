/**
 * The site's toasts (§3, §4, §9): a queue that closes each toast after its duration
 * with a 400 ms fade, and the stacking offsets (20 px, then 60 px per toast above).
 * React-free so its timing can be tested with fake timers.
 */
export type ToastType = 'success' | 'warning' | 'error' | 'info';

export interface ToastOptions {
  message: string;
  type?: ToastType;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  duration?: number;
  showClose?: boolean;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
  showClose: boolean;
  /** Fading out; removed TOAST_FADE_MS later. */
  closing: boolean;
}

export const TOAST_DURATION_MS = 3000;
export const TOAST_FADE_MS = 400;
export const TOAST_OFFSET_PX = 20;
export const TOAST_STACK_STEP_PX = 60;
/** The least space between a toast taller than one step and the next. */
export const TOAST_GAP_PX = 8;

/**
 * The top offset of each stacked toast from its height: 20 px for the first and 60 px
 * more for each one above it; a toast taller than a step (a long message) pushes the
 * next further down instead of covering it.
 */
export function toastOffsets(heights: readonly number[]): number[] {
  let top = TOAST_OFFSET_PX;
  return heights.map((height) => {
    const offset = top;
    top += Math.max(TOAST_STACK_STEP_PX, height + TOAST_GAP_PX);
    return offset;
  });
}

interface Countdown {
  timer: ReturnType<typeof setTimeout> | undefined;
  remaining: number;
  startedAt: number;
}

export class ToastQueue {
  private toasts: readonly Toast[] = [];
  private readonly countdowns = new Map<number, Countdown>();
  private readonly fades = new Set<ReturnType<typeof setTimeout>>();
  private lastId = 0;

  constructor(private readonly onChange: (toasts: readonly Toast[]) => void) {}

  get current(): readonly Toast[] {
    return this.toasts;
  }

  show({ message, type = 'info', duration = TOAST_DURATION_MS, showClose = false }: ToastOptions): number {
    const id = ++this.lastId;
    this.update([...this.toasts, { id, type, message, duration, showClose, closing: false }]);
    if (duration > 0) this.countDown(id, duration);
    return id;
  }

  /** Fades the toast out, then removes it (the ones below move up). */
  close(id: number): void {
    const toast = this.toasts.find((candidate) => candidate.id === id);
    if (!toast || toast.closing) return;
    this.stopCountdown(id);
    this.countdowns.delete(id);
    this.update(this.toasts.map((candidate) => (candidate.id === id ? { ...candidate, closing: true } : candidate)));
    const fade = setTimeout(() => {
      this.fades.delete(fade);
      this.update(this.toasts.filter((candidate) => candidate.id !== id));
    }, TOAST_FADE_MS);
    this.fades.add(fade);
  }

  /** Holds the countdown while the pointer or the focus is on the toast. */
  pause(id: number): void {
    const countdown = this.countdowns.get(id);
    if (!countdown?.timer) return;
    this.stopCountdown(id);
    countdown.remaining -= Date.now() - countdown.startedAt;
  }

  resume(id: number): void {
    const countdown = this.countdowns.get(id);
    if (countdown && !countdown.timer) this.countDown(id, Math.max(countdown.remaining, 0));
  }

  /** Stops every timer (the provider unmounts). */
  dispose(): void {
    for (const id of this.countdowns.keys()) this.stopCountdown(id);
    this.countdowns.clear();
    for (const fade of this.fades) clearTimeout(fade);
    this.fades.clear();
  }

  private countDown(id: number, remaining: number): void {
    const timer = setTimeout(() => this.close(id), remaining);
    this.countdowns.set(id, { timer, remaining, startedAt: Date.now() });
  }

  private stopCountdown(id: number): void {
    const countdown = this.countdowns.get(id);
    if (!countdown) return;
    clearTimeout(countdown.timer);
    countdown.timer = undefined;
  }

  private update(toasts: readonly Toast[]): void {
    this.toasts = toasts;
    this.onChange(toasts);
  }
}
