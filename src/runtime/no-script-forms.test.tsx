import React from 'react';
import { TextEncoder } from 'node:util';
import { NO_SCRIPT_FORMS } from '../lib/early-taps';
import site from '../../data/site.json';
import { NoScriptForms } from './no-script-forms';

// React's server renderer needs TextEncoder, which jsdom lacks; it is required once that is set.
Object.assign(globalThis, { TextEncoder });
const { renderToStaticMarkup } = require('react-dom/server') as typeof import('react-dom/server');

/** The forms as a browser without JavaScript builds them (a parsed document runs no scripts, so it builds <noscript>'s content). */
function formsOf(locale: string) {
  const html = renderToStaticMarkup(<NoScriptForms locale={locale} />);
  const document = new DOMParser().parseFromString(`<body>${html}`, 'text/html');
  const form = (id: string) => document.getElementById(id) as HTMLFormElement;
  return { html, form };
}

describe('NoScriptForms', () => {
  it('lead the menu and the search to the site map, the language button to its languages', () => {
    const { form } = formsOf('ar');
    expect(form(NO_SCRIPT_FORMS.pages).getAttribute('action')).toBe('/ar/api/sitemap/');
    expect(form(NO_SCRIPT_FORMS.languages).getAttribute('action')).toBe('/ar/api/sitemap/#languages');
    expect(form(NO_SCRIPT_FORMS.pages).elements).toHaveLength(0);
  });

  it("lead the sign-up to the portal's registration, its language parameter a field (a GET form drops the action's query)", () => {
    const { form } = formsOf('th');
    const signUp = form(NO_SCRIPT_FORMS.signUp);
    expect(signUp.getAttribute('action')).toBe(site.portal.registerUrl);
    expect(signUp.getAttribute('method')).toBeNull();
    expect([...new FormData(signUp)]).toEqual([[site.portal.languageParam, 'th']]);
  });

  it('are built only when the browser runs no script', () => {
    expect(formsOf('en').html).toMatch(/^<noscript>.*<\/noscript>$/);
  });
});
