/**
 * The "/" key opens the site search from anywhere (as on documentation and broker sites),
 * except while the visitor is typing: then "/" is just a character.
 */
export const SEARCH_SHORTCUT_KEY = '/';

/** Inputs whose keystrokes are not text (a "/" pressed on a checkbox is still the shortcut). */
const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(target.type);
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target.closest('[role="textbox"], [role="combobox"]') !== null
  );
}

type ShortcutEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'isComposing' | 'defaultPrevented' | 'target'>;

export function isSearchShortcut(event: ShortcutEvent): boolean {
  if (event.key !== SEARCH_SHORTCUT_KEY || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (event.isComposing || event.defaultPrevented) return false;
  return !isTypingTarget(event.target);
}
