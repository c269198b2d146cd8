import type { GatsbyBrowser } from 'gatsby';
import { installChunkErrorRecovery } from '../lib/chunk-reload';
import { announceUpdate, startUpdatePoller } from '../lib/update-poller';
import { getBuildManifest } from '../lib/api/endpoints';

export { wrapPageElement, wrapRootElement } from './wrappers';

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  installChunkErrorRecovery();
  startUpdatePoller({
    currentId: __BUILD_ID__,
    fetchManifest: () => getBuildManifest(window.location.origin),
    onUpdate: (manifest) => announceUpdate(manifest),
  });
};
