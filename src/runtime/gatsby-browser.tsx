import type { GatsbyBrowser } from 'gatsby';
import { installChunkErrorRecovery } from '../lib/chunk-reload';
import { warmUpIntl } from '../lib/intl-warm-up';
import { nextTask } from '../lib/next-task';
import { hydrateInTransition } from './hydrate-in-transition';

export { wrapPageElement, wrapRootElement } from './wrappers';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkErrorRecovery();
  // Before the page hydrates: its sections format numbers and dates (src/lib/intl-warm-up.ts).
  warmUpIntl(document.documentElement.lang);
  // Gatsby waits for this promise before it finds the page's data and code: ending the task here
  // splits the app chunk's start (its modules, then the loader's work) into two shorter tasks.
  return nextTask();
};

// Typed loosely by Gatsby (its declaration names react-dom's legacy `render`).
export const replaceHydrateFunction = () => hydrateInTransition;
