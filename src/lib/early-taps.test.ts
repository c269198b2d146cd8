import { gzipSync } from 'node:zlib';
import { recordEarlyTapsInline, REPLAY_ATTRIBUTE, REPLAY_GLOBAL, replayEarlyTaps } from './early-taps';

/** A page as the server sends it: a root element where React listens, a header with two buttons, another button. */
function renderPage() {
  document.body.innerHTML = `
    <div id="root">
      <header ${REPLAY_ATTRIBUTE}="">
        <button type="button" id="menu"><svg><path></path></svg><span>Menu</span></button>
        <button type="button" id="language">Language</button>
      </header>
      <main><button type="button" id="plain">Plain</button></main>
    </div>`;
  const root = document.getElementById('root') as HTMLElement;
  // Stands in for React's listener on its root container.
  const reached: string[] = [];
  root.addEventListener('click', (event) => {
    const control = (event.target as Element).closest('button');
    reached.push(control?.id ?? '');
  });
  const button = (id: string) => document.getElementById(id) as HTMLElement;
  return { root, reached, button };
}

/** Clicks as the browser would, and tells whether the click was cancelled. */
const click = (element: Element) => !element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

beforeEach(() => {
  new Function(recordEarlyTapsInline)();
});
afterEach(() => {
  // Nothing left to replay: the controls are gone.
  document.body.innerHTML = '';
  replayEarlyTaps();
});

describe('the early-taps script', () => {
  it('holds back a click on a button of the header, or on what it holds, before the page can answer it', () => {
    const { reached, button } = renderPage();
    expect(click(button('menu'))).toBe(true);
    expect(click(button('menu').querySelector('path') as Element)).toBe(true);
    expect(reached).toEqual([]);
  });

  it('lets other clicks through', () => {
    const { reached, button } = renderPage();
    expect(click(button('plain'))).toBe(false);
    expect(reached).toEqual(['plain']);
  });

  it('replays the last held click once, then lets every click through', () => {
    const { reached, button } = renderPage();
    click(button('menu'));
    click(button('language'));
    click(button('language'));
    replayEarlyTaps();
    expect(reached).toEqual(['language']);
    replayEarlyTaps();
    expect(reached).toEqual(['language']);
    expect(window[REPLAY_GLOBAL as keyof Window]).toBeNull();

    expect(click(button('menu'))).toBe(false);
    expect(reached).toEqual(['language', 'menu']);
  });

  it('replays nothing when nothing was clicked', () => {
    const { reached } = renderPage();
    replayEarlyTaps();
    expect(reached).toEqual([]);
  });

  it('does not replay a click on a control that has left the page', () => {
    const { reached, button } = renderPage();
    const menu = button('menu');
    click(menu);
    menu.remove();
    const clicked = jest.fn();
    menu.addEventListener('click', clicked);
    replayEarlyTaps();
    expect(clicked).not.toHaveBeenCalled();
    expect(reached).toEqual([]);
  });

  it('stays below 1 KB gzip (it is in every page)', () => {
    expect(gzipSync(recordEarlyTapsInline).length).toBeLessThan(1024);
  });
});
