import type { GatsbyBrowser } from 'gatsby';
import { installChunkErrorRecovery } from '../lib/chunk-reload';
import { warmUpIntl } from '../lib/intl-warm-up';

export { wrapPageElement, wrapRootElement } from './wrappers';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkErrorRecovery();
  // Before the page hydrates: its sections format numbers and dates (src/lib/intl-warm-up.ts).
  warmUpIntl(document.documentElement.lang);
};
