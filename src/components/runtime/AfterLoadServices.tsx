import React, { useEffect } from 'react';
import { announceUpdate, runningScriptsVersion, startUpdatePoller } from '../../lib/update-poller';
import { getBuildManifest } from '../../lib/api/endpoints';
import { ThirdPartyScripts } from './ThirdPartyScripts';
import { UpdateNotice } from './UpdateNotice';

/** What starts only after the page has loaded: third-party scripts and the new-version check. */
export default function AfterLoadServices() {
  useEffect(
    () =>
      startUpdatePoller({
        runningScripts: runningScriptsVersion(),
        fetchManifest: () => getBuildManifest(window.location.origin),
        onUpdate: (manifest) => announceUpdate(manifest),
      }),
    [],
  );
  return (
    <>
      <ThirdPartyScripts />
      <UpdateNotice />
    </>
  );
}
