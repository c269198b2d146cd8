import React, { useEffect } from 'react';
import { announceUpdate, runningScriptsVersion, startUpdatePoller } from '../../lib/update-poller';
import { getBuildManifest } from '../../lib/api/endpoints';
import ConsentService from '../consent/ConsentService';
import { UpdateNotice } from './UpdateNotice';

/**
 * What runs beside every page once it has hydrated, in one chunk: the cookie consent with the
 * third-party scripts it grants (those of a stored choice wait for the load event), and the
 * new-version check (its first request comes after its interval).
 */
export default function RuntimeServices({ locale }: { locale: string }) {
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
      <ConsentService locale={locale} />
      <UpdateNotice />
    </>
  );
}
