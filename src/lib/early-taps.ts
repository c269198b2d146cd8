/**
 * The header's buttons before the page's code has run, and without it.
 *
 * A page is painted one to several seconds before React has hydrated its header on a mid-range
 * phone (docs/performance.md, Taps before hydration), and React neither runs a handler before it
 * has hydrated nor replays a click that came earlier. The site header carries `data-replay`; an
 * inline script in the head holds back an activation of any of its buttons (a click: a tap, a
 * mouse click, Enter or Space on the button) until the header has hydrated, then replays the last
 * one, once. Its links need no script.
 *
 * Without JavaScript each of them is a submit button of a form that leads to a page doing its job
 * (NO_SCRIPT_FORMS). The forms are inside <noscript>: with scripting on, the browser does not
 * build them, the buttons belong to no form and submit nothing.
 */

/** The attribute of the element whose buttons' early activations are replayed (the site header). */
export const REPLAY_ATTRIBUTE = 'data-replay';

/** The function the inline script leaves on window: the header calls it once it has hydrated. */
export const REPLAY_GLOBAL = '__nwTaps';

/**
 * The inline script for <head>. Until the header has hydrated, it stops each click on one of its
 * buttons in the capture phase on the document, before React's listener on its root sees it
 * (React would otherwise hydrate the header on the spot and answer it as well: twice), and keeps
 * the last one. The replay removes the listener first, so the replayed click and every later one
 * go to React as usual.
 */
export const recordEarlyTapsInline =
  `(function(d){var l;function r(e){var t=e.target.closest&&e.target.closest('[${REPLAY_ATTRIBUTE}] button');` +
  `if(t){e.preventDefault();e.stopPropagation();l=t}}d.addEventListener('click',r,true);` +
  `window.${REPLAY_GLOBAL}=function(){d.removeEventListener('click',r,true);window.${REPLAY_GLOBAL}=null;` +
  `if(l&&l.isConnected)l.click();l=null}})(document);`;

/**
 * Replays the last early activation, if any, and stops recording; called once the controls'
 * handlers are in place (the header's first effect). Later calls do nothing.
 */
export function replayEarlyTaps(): void {
  const replay = (window as unknown as Record<string, (() => void) | null | undefined>)[REPLAY_GLOBAL];
  replay?.();
}

/**
 * The ids of the forms the header's buttons submit without JavaScript (written by the SSR hook,
 * src/runtime/no-script-forms.tsx): the site map lists every page (for the menu and the search),
 * and the languages; the sign-up is the client portal's registration.
 */
export const NO_SCRIPT_FORMS = {
  pages: 'nojs-pages',
  languages: 'nojs-languages',
  signUp: 'nojs-sign-up',
} as const;
