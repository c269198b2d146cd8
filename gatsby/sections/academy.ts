/** The kinds of page section of the academy: the glossary, lesson cards, webinars. */
import { GLOSSARY_NAMESPACE, LETTER_ANCHOR_PREFIX } from '../../src/lib/glossary';
import type { LessonLevel } from '../../src/lib/lessons';
import { routeTitleKey } from '../../src/lib/menu';
import { fillParam } from '../../src/lib/routes';
import { keyText } from '../../src/lib/text';
import { queryValues } from '../../src/lib/api/url';
import type { FirstPage } from '../../src/lib/sections/first-pages';
import { webinarPage } from '../../src/lib/server/webinars';
import { PAST_WEBINARS_SHOWN, webinarQueries } from '../../src/lib/webinars';
import { FIRST_PAGE_FIELD } from './analysis';
import { sectionKind, type Declared } from './kind';

/** Glossary term ids become anchors of their page: they must be usable and unique, and must not take a letter group's anchor. */
export function checkGlossaryTerms(terms: readonly { id: string; seeAlso: readonly string[] }[]): void {
  const ids = new Set<string>();
  for (const term of terms) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(term.id) || term.id.startsWith(LETTER_ANCHOR_PREFIX))
      throw new Error(`data/content/glossary.json: glossary term id "${term.id}" is not a usable anchor`);
    if (ids.has(term.id)) throw new Error(`data/content/glossary.json: two glossary terms have the id "${term.id}"`);
    ids.add(term.id);
  }
  for (const term of terms) {
    for (const related of term.seeAlso) {
      if (!ids.has(related) || related === term.id)
        throw new Error(`data/content/glossary.json: glossary term "${term.id}" sees also "${related}", which is no other term`);
    }
  }
}

export const academyKinds = {
  /** The terms of the glossary (data/content/glossary.json); their texts are `glossary:terms.{id}.term` and `.definition`. */
  glossary: sectionKind<Declared>()({
    fields: `
      "The glossary's name (its page's title) and its page's path below the prefix."
      name: Text!
      path: String!
      terms: [GlossaryTermRef!]!`,
    resolve: async (section, data) => {
      const { routeId, extraNamespaces } = section.page;
      if (!extraNamespaces.includes(GLOSSARY_NAMESPACE)) data.fail(`a glossary needs "namespaces": ["${GLOSSARY_NAMESPACE}"] on its route`);
      return {
        name: keyText(`common:${routeTitleKey(routeId)}`),
        path: await data.routePath(routeId),
        terms: (await data.all('GlossaryTerm')).map(({ termId, seeAlsoIds }) => ({ id: termId, seeAlso: seeAlsoIds })),
      };
    },
  }),
  /** Lessons of the curriculum (data/content/lessons.json), by module, level or id, linking to their pages. */
  lessons: sectionKind<Declared & { modules?: string[]; level?: LessonLevel; only?: string[] }>()({
    fields: 'lessons: [LessonCard!]!',
    resolve: async (section, data) => {
      const all = (await data.all('Lesson')).sort((a, b) => a.position - b.position);
      for (const id of section.only ?? []) if (!all.some((lesson) => lesson.lessonId === id)) data.fail(`unknown lesson "${id}"`);
      for (const module of section.modules ?? [])
        if (!all.some((lesson) => lesson.module === module)) data.fail(`unknown lesson module "${module}"`);
      const pattern = await data.routePath('academy-trading-academy-lesson');
      const chosen = all.filter(
        (lesson) =>
          (!section.only || section.only.includes(lesson.lessonId)) &&
          (!section.modules || section.modules.includes(lesson.module)) &&
          (!section.level || section.level === lesson.level),
      );
      if (chosen.length === 0) data.fail(`lessons section "${section.id}" shows no lesson`);
      return {
        lessons: chosen.map(({ lessonId, position, module, level, minutes }) => ({
          id: lessonId,
          position,
          module,
          level,
          minutes,
          path: fillParam(pattern, lessonId),
        })),
      };
    },
  }),
  /** Upcoming (and past) webinars from GET /api/webinar, in the visitor's time zone. */
  webinars: sectionKind<Declared & { past?: boolean }>()({
    fields: `"The registration page's path pattern, academy/register-{id}." registerPath: String! showPast: Boolean! ${FIRST_PAGE_FIELD}`,
    resolve: async (section, data) => ({ registerPath: await data.routePath('academy-register'), showPast: section.past ?? true }),
    fieldResolvers: {
      firstPage: async (section, { locale }, data): Promise<FirstPage> => {
        const queries = webinarQueries(locale, section.showPast ? PAST_WEBINARS_SHOWN : 0);
        const [webinars, now] = [await data.stored('webinars'), await data.now()];
        return {
          type: 'webinars',
          upcoming: webinarPage(webinars, queryValues(queries.upcoming), now).items,
          past: section.showPast ? webinarPage(webinars, queryValues(queries.past), now).items : [],
        };
      },
    },
  }),
};
