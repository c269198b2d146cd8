import React from 'react';
import { phoneForDisplay, site } from '../../lib/site';

/** The support e-mail and phone of data/site.json, as links. */
export function ContactLinks() {
  return (
    <>
      <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
      {' · '}
      <a href={`tel:${site.contact.phone.replace(/\s+/g, '')}`} dir="ltr">
        {phoneForDisplay(site.contact.phone)}
      </a>
    </>
  );
}
