import React from 'react';
import { screen, within } from '@testing-library/react';
import { renderChrome } from '../../tests/chrome-fixtures';
import { siteMenu } from '../../gatsby/source-nodes';
import { MENU_LISTS } from '../lib/menu';
import { site } from '../lib/site';
import { SiteFooter } from './SiteFooter';
import { onSettingsRequest, takeSettingsRequest } from '../lib/consent/state';

describe('SiteFooter', () => {
  beforeEach(() => renderChrome(<SiteFooter />, { locale: 'en-in', path: '/en-in/trading/forex/' }));

  it('calls to action: start trading on the portal register page, try a demo with register_type=demo', () => {
    const start = new URL(screen.getByRole('link', { name: 'Start trading' }).getAttribute('href') ?? '');
    const demo = new URL(screen.getByRole('link', { name: 'Try a demo' }).getAttribute('href') ?? '');
    expect(start.origin + start.pathname).toBe(site.portal.registerUrl);
    expect(start.searchParams.get('language')).toBe('en-in');
    expect(demo.searchParams.get('register_type')).toBe('demo');
    expect(demo.searchParams.get('language')).toBe('en-in');
  });

  it('links the menu pages by section, with why-choose and the Nets sponsorship, in the current locale', () => {
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Trading', 'Platforms', 'Academy', 'Analysis', 'About us', 'Partners']);
    expect(within(nav).getByRole('link', { name: `Why choose ${site.brand.name}` })).toHaveAttribute(
      'href',
      `/en-in/about/why-choose-${site.brand.slug}/`,
    );
    expect(within(nav).getByRole('link', { name: `${site.brand.name} and the Nets` })).toHaveAttribute(
      'href',
      `/en-in/about/sponsorship/${site.brand.slug}-and-nets/`,
    );
    expect(within(nav).getByRole('link', { name: 'Forex' })).toHaveAttribute('href', '/en-in/trading/forex/');
  });

  it('links every page the menu links, the Partners page (about/about) among them', () => {
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    const menuPaths = siteMenu()
      .flatMap((section) => MENU_LISTS.flatMap((name) => section[name]?.list ?? []))
      .flatMap((link) => (link.path === null ? [] : [link.path]));
    expect(menuPaths).toContain('about/about');
    for (const path of menuPaths) expect(hrefs).toContain(`/en-in/${path}/`);
    expect(within(nav).getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/en-in/about/about/');
  });

  it('gives contact details and social links in new windows', () => {
    expect(screen.getByRole('link', { name: site.contact.email })).toHaveAttribute('href', `mailto:${site.contact.email}`);
    for (const network of site.social) {
      const link = screen.getByRole('link', { name: `${network.label} (opens in a new window)` });
      expect(link).toHaveAttribute('href', network.url);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('shows the risk warning, the notes of the 5 regulated entities and the copyright of this year', () => {
    expect(screen.getByRole('heading', { name: 'Risk warning' })).toBeInTheDocument();
    const regulation = screen.getByRole('heading', { name: 'Regulation' }).parentElement as HTMLElement;
    const notes = within(regulation).getAllByRole('listitem');
    expect(notes).toHaveLength(5);
    for (const [index, entity] of site.entities.entries()) {
      expect(notes[index]).toHaveTextContent(entity.name);
      expect(notes[index]).toHaveTextContent(entity.licence);
    }
    expect(screen.getByText(`© ${new Date().getFullYear()} ${site.brand.name}. All rights reserved.`)).toBeInTheDocument();
  });

  it('links the legal pages, the accessibility statement among them, and opens the cookie settings in place', () => {
    expect(screen.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute('href', '/en-in/about/accessibility/');
    const listener = jest.fn();
    const stop = onSettingsRequest(listener);
    screen.getByRole('button', { name: 'Cookie settings' }).click();
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(takeSettingsRequest()).toBe(true);
    expect(takeSettingsRequest()).toBe(false);
  });
});
