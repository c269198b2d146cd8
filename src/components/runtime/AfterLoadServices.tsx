import React, { useEffect } from 'react';
import { announceUpdate, startUpdatePoller } from '../../lib/update-poller';
import { getBuildManifest } from '../../lib/api/endpoints';
import { UpdateNotice } from './UpdateNotice';

/** What starts only after the page has loaded: the new-version check (third-party scripts follow the consent: ConsentService). */
export default function AfterLoadServices() {
  useEffect(
    () =>
      startUpdatePoller({
        currentId: __BUILD_ID__,
        fetchManifest: () => getBuildManifest(window.location.origin),
        onUpdate: (manifest) => announceUpdate(manifest),
      }),
    [],
  );
  return <UpdateNotice />;
}
