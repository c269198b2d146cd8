/**
 * The namespaces each page's query loads: the route's section and the extra namespaces a
 * route asks for in data/routes.json; the shared ones come from the language's shared
 * strings file, which the page context names.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { findPublishedLocale, translationSets, type BuiltLocale } from '../src/lib/locales';
import type { RouteDefinition } from '../src/lib/routes';
import { SHARED_NAMESPACES } from '../src/lib/shared-strings';
import { pageContext, routePages } from './create-pages';
import { siteRoutes } from './site-routes';

const german = findPublishedLocale('de') as BuiltLocale;
const route = (id: string): RouteDefinition => {
  const found = siteRoutes.find((entry) => entry.id === id);
  if (!found) throw new Error(`no route ${id}`);
  return found;
};

describe('page namespaces', () => {
  it('loads the extra namespace a route asks for on that route only', () => {
    expect(routePages(route('academy-terminology'), german).context.namespaces).toEqual(['academy', 'glossary']);
    for (const other of siteRoutes.filter((entry) => !entry.namespaces)) {
      expect(routePages(other, german).context.namespaces).not.toContain('glossary');
    }
  });

  it('gives a route without extra namespaces its section, and the 404 page none of its own', () => {
    expect(routePages(route('academy-webinars'), german).context.namespaces).toEqual(['academy']);
    expect(pageContext(german, 'not-found', [], '/de/404/', '/404/').namespaces).toEqual([]);
  });

  it("names the language's shared strings file, one per translation language", () => {
    const url = pageContext(german, 'not-found', [], '/de/404/', '/404/').i18n.sharedStrings;
    expect(url).toMatch(/^\/strings\/de\.[0-9a-f]{12}\.json$/);
    expect(routePages(route('academy-webinars'), german).context.i18n.sharedStrings).toBe(url);
    const taiwan = findPublishedLocale('zh-hant-tw') as BuiltLocale;
    expect(routePages(route('academy-webinars'), taiwan).context.i18n.sharedStrings).toMatch(/^\/strings\/zh-hant-tw\./);
  });
});

describe('the namespaces field of data/routes.json', () => {
  it('names only namespaces every translation set has, beyond the ones the page loads anyway', () => {
    const extras = siteRoutes.flatMap((entry) => (entry.namespaces ?? []).map((namespace) => ({ entry, namespace })));
    expect(extras.map(({ entry, namespace }) => `${entry.id}:${namespace}`)).toContain('academy-terminology:glossary');
    for (const { entry, namespace } of extras) {
      // `api` holds the embedded API's messages: never sent to pages.
      expect([...SHARED_NAMESPACES, 'api', entry.section]).not.toContain(namespace);
      for (const set of translationSets) expect(existsSync(path.resolve('locales', set, `${namespace}.json`))).toBe(true);
    }
  });
});
