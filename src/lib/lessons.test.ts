import { readFileSync } from 'node:fs';
import path from 'node:path';
import manifest from '../../data/routes.json';
import { lessons as curriculum } from './content-store';
import { findLesson, lessonModules, lessonPlace, paragraphs } from './lessons';
import { matchRoute, type RouteDefinition } from './routes';

const lessonRoute = (manifest.routes as RouteDefinition[]).find((route) => route.id === 'academy-trading-academy-lesson')!;
const strings = (set: string, namespace: string) =>
  JSON.parse(readFileSync(path.resolve(__dirname, '../../locales', set, `${namespace}.json`), 'utf8'));

describe('the curriculum', () => {
  it('has at least eight lessons with unique ids that the lesson route accepts', () => {
    expect(curriculum.length).toBeGreaterThanOrEqual(8);
    expect(new Set(curriculum.map((lesson) => lesson.id)).size).toBe(curriculum.length);
    for (const lesson of curriculum) {
      expect(matchRoute(lessonRoute, `academy/trading-academy/${lesson.id}`)).toEqual({ params: { id: lesson.id } });
    }
  });

  it('keeps each module together, in the order of its first lesson', () => {
    const runs = curriculum.map((lesson) => lesson.module).filter((module, index, all) => module !== all[index - 1]);
    expect(runs).toEqual(lessonModules(curriculum));
  });

  it.each(['en', 'zh-hans', 'zh-hant'])('has every text of every lesson in %s', (set) => {
    const academy = strings(set, 'academy');
    const lessons = strings(set, 'lessons');
    for (const module of lessonModules(curriculum)) expect(academy.lessonModules[module]).toEqual(expect.any(String));
    for (const lesson of curriculum) {
      expect(academy.lessons[lesson.id]).toEqual({ title: expect.any(String), summary: expect.any(String) });
      const text = lessons[lesson.id];
      for (const section of lesson.sections) {
        expect(text.sections[section].title).toEqual(expect.any(String));
        expect(paragraphs(text.sections[section].text).length).toBeGreaterThan(0);
      }
      expect(Object.keys(text.sections)).toEqual(lesson.sections);
      expect(Object.keys(text.takeaways)).toEqual(lesson.takeaways);
      expect(Boolean(text.example)).toBe(Boolean(lesson.example));
    }
  });
});

describe('lessonPlace', () => {
  it('links each lesson to the one before and after it', () => {
    const [first, second] = curriculum;
    const last = curriculum[curriculum.length - 1];
    expect(lessonPlace(curriculum, first.id)).toEqual({ position: 1, total: curriculum.length, previous: null, next: second });
    expect(lessonPlace(curriculum, second.id)).toMatchObject({ position: 2, previous: first });
    expect(lessonPlace(curriculum, last.id)).toMatchObject({ position: curriculum.length, next: null });
  });

  it('knows no lesson it does not have', () => {
    expect(lessonPlace(curriculum, 'how-to-get-rich-quick')).toBeNull();
    expect(findLesson(curriculum, 'how-to-get-rich-quick')).toBeUndefined();
    expect(findLesson(curriculum, curriculum[0].id)).toBe(curriculum[0]);
  });
});

describe('paragraphs', () => {
  it('splits a text at blank lines and drops empty ones', () => {
    expect(paragraphs('One.\n\nTwo,\nstill two.\n \n\nThree.')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
  });
});
