import type { GatsbyBrowser } from 'gatsby';
import { installChunkErrorRecovery } from '../lib/chunk-reload';
import { warmUpIntl } from '../lib/intl-warm-up';
import { hydrateInTransition } from './hydrate-in-transition';

export { wrapPageElement, wrapRootElement } from './wrappers';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkErrorRecovery();
  // Before the page hydrates: its sections format numbers and dates (src/lib/intl-warm-up.ts).
  warmUpIntl(document.documentElement.lang);
};

// Typed loosely by Gatsby (its declaration names react-dom's legacy `render`).
export const replaceHydrateFunction = () => hydrateInTransition;
