/** The academy: the glossary's terms and the lesson cards. */
import { LETTER_ANCHOR_PREFIX } from '../../src/lib/glossary';
import { fillParam } from '../../src/lib/routes';
import type { GlossaryTermRef, LessonCard } from '../../src/lib/sections/types';
import type { SectionDeclaration } from './declarations';
import { type Scope, fail, routePath } from './scope';

/** The glossary's terms, checked: unique anchors that no letter group can take, cross-references that exist. */
export function glossaryTerms(scope: Scope): GlossaryTermRef[] {
  const { terms } = scope.content.glossary;
  const ids = new Set<string>();
  for (const term of terms) {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(term.id) || term.id.startsWith(LETTER_ANCHOR_PREFIX))
      fail(scope, `glossary term id "${term.id}" is not a usable anchor`);
    if (ids.has(term.id)) fail(scope, `two glossary terms have the id "${term.id}"`);
    ids.add(term.id);
  }
  for (const term of terms) {
    for (const related of term.seeAlso) {
      if (!ids.has(related) || related === term.id)
        fail(scope, `glossary term "${term.id}" sees also "${related}", which is no other term`);
    }
  }
  return terms.map(({ id, seeAlso }) => ({ id, seeAlso }));
}

export function lessonCards(scope: Scope, declaration: Extract<SectionDeclaration, { type: 'lessons' }>): LessonCard[] {
  const { lessons } = scope.content;
  for (const id of declaration.only ?? []) if (!lessons.some((lesson) => lesson.id === id)) fail(scope, `unknown lesson "${id}"`);
  for (const module of declaration.modules ?? [])
    if (!lessons.some((lesson) => lesson.module === module)) fail(scope, `unknown lesson module "${module}"`);
  const pattern = routePath(scope, 'academy-trading-academy-lesson');
  const chosen = lessons.filter(
    (lesson) =>
      (!declaration.only || declaration.only.includes(lesson.id)) &&
      (!declaration.modules || declaration.modules.includes(lesson.module)) &&
      (!declaration.level || declaration.level === lesson.level),
  );
  if (chosen.length === 0) fail(scope, `lessons section "${declaration.id}" shows no lesson`);
  return chosen.map(({ id, module, level, minutes }) => ({
    id,
    position: lessons.findIndex((lesson) => lesson.id === id) + 1,
    module,
    level,
    minutes,
    path: fillParam(pattern, id),
  }));
}
