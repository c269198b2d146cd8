import type { GatsbyBrowser } from 'gatsby';
import { installChunkErrorRecovery } from '../lib/chunk-reload';
import { warmUpIntl } from '../lib/intl-warm-up';
import { loadSharedStrings, loadSharedStringsOfPage } from '../lib/shared-strings';
import { scrollToHashWhenShown } from '../lib/scroll-to-hash';

export { wrapPageElement, wrapRootElement } from './wrappers';

// Gatsby waits for this before it renders the first page: the page needs its language's shared
// strings (src/lib/shared-strings.ts), which the server-rendered head preloads. `gatsby develop`
// serves a shell without that head (nor the page's language): there the page data names them.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = async () => {
  installChunkErrorRecovery();
  const sharedStrings = document.querySelector('link[data-shared-strings]')?.getAttribute('href');
  const load = sharedStrings
    ? () => loadSharedStrings(sharedStrings)
    : process.env.NODE_ENV === 'development'
      ? async () => void (await loadSharedStringsOfPage(window.location.pathname))
      : undefined;
  // One retry: without its strings the page cannot render.
  const loading = load?.().catch(load);
  // Before the page hydrates: its sections format numbers and dates (src/lib/intl-warm-up.ts).
  const { lang } = document.documentElement;
  if (lang) warmUpIntl(lang);
  await loading;
};

// A move to an address with a hash whose element comes with the page's lazily loaded sections.
export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && location.hash) scrollToHashWhenShown(location.hash);
};
