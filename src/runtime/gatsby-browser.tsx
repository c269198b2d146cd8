import type { GatsbyBrowser } from 'gatsby';
import { installChunkErrorRecovery } from '../lib/chunk-reload';

export { wrapPageElement, wrapRootElement } from './wrappers';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkErrorRecovery();
};
