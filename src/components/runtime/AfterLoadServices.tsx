import React from 'react';
import { ThirdPartyScripts } from './ThirdPartyScripts';
import { UpdateNotice } from './UpdateNotice';

/** What starts only after the page has loaded: third-party scripts and the new-version check. */
export default function AfterLoadServices() {
  return (
    <>
      <ThirdPartyScripts />
      <UpdateNotice />
    </>
  );
}
