import { isSearchShortcut } from './search-shortcut';

type Keystroke = Parameters<typeof isSearchShortcut>[0];

const press = (target: EventTarget | null, init: Partial<Keystroke> = {}) =>
  isSearchShortcut({
    key: '/',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    isComposing: false,
    defaultPrevented: false,
    target,
    ...init,
  });

function element(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe('isSearchShortcut', () => {
  it('is "/" pressed on the page or on a link', () => {
    expect(press(document.body)).toBe(true);
    expect(press(element('<a href="/en/">Home</a>'))).toBe(true);
    expect(press(element('<input type="checkbox">'))).toBe(true);
  });

  it('is not another key, nor "/" with a modifier', () => {
    expect(press(document.body, { key: 's' })).toBe(false);
    expect(press(document.body, { ctrlKey: true })).toBe(false);
    expect(press(document.body, { metaKey: true })).toBe(false);
    expect(press(document.body, { altKey: true })).toBe(false);
  });

  it('is ignored while typing in a field', () => {
    expect(press(element('<input type="text">'))).toBe(false);
    expect(press(element('<input type="email">'))).toBe(false);
    expect(press(element('<textarea></textarea>'))).toBe(false);
    expect(press(element('<select><option>a</option></select>'))).toBe(false);
    expect(press(element('<div role="combobox" tabindex="0"></div>'))).toBe(false);
    const editable = element('<div contenteditable="true"></div>');
    // jsdom does not compute isContentEditable.
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(press(editable)).toBe(false);
  });

  it('is ignored during IME composition and when someone else handled the key', () => {
    expect(press(document.body, { isComposing: true })).toBe(false);
    expect(press(document.body, { defaultPrevented: true })).toBe(false);
  });
});
