import React from 'react';
import { SITEMAP_LANGUAGES_ID } from '../components/route-bodies/SitemapBody';
import { NO_SCRIPT_FORMS } from '../lib/early-taps';
import { localizedPath } from '../lib/locales';
import { routeLink } from '../lib/route-links';
import { portalUrl } from '../lib/site';

/**
 * What the header's buttons submit when the browser runs no JavaScript (src/lib/early-taps.ts):
 * the menu and the search lead to the language's site map, the language button to the site
 * map's list of languages, the sign-up to the client portal's registration in the page's
 * language. Inside <noscript>, the browser builds these forms only with scripting off.
 */
export function NoScriptForms({ locale }: { locale: string }) {
  const sitemap = localizedPath(locale, routeLink('utility-sitemap'));
  const register = new URL(portalUrl('registerUrl', locale));
  return (
    <noscript>
      <form id={NO_SCRIPT_FORMS.pages} action={sitemap} />
      <form id={NO_SCRIPT_FORMS.languages} action={`${sitemap}#${SITEMAP_LANGUAGES_ID}`} />
      <form id={NO_SCRIPT_FORMS.signUp} action={`${register.origin}${register.pathname}`}>
        {/* A GET form replaces its action's query with its fields. */}
        {[...register.searchParams].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      </form>
    </noscript>
  );
}
