/**
 * The trading academy's curriculum (data/content/lessons.json): lessons in the order a
 * learner takes them, grouped in modules. Texts live in the translations: the title and
 * summary under `academy:lessons.{id}` (the lists show them), the lesson itself under
 * `lessons:{id}` (loaded by the lesson pages only).
 */
import { lessons } from './content-store';
import type { WebinarLevel } from './api/types';

export type LessonLevel = WebinarLevel;

export interface Lesson {
  id: string;
  module: string;
  level: LessonLevel;
  minutes: number;
  /** Section ids: `lessons:{id}.sections.{section}.title` and `.text` (paragraphs split by blank lines). */
  sections: string[];
  /** Key points: `lessons:{id}.takeaways.{takeaway}`. */
  takeaways: string[];
  /** Whether the lesson has a worked example: `lessons:{id}.example.title` and `.text`. */
  example?: boolean;
}

export const LESSONS: readonly Lesson[] = lessons;

/** Module ids in curriculum order. */
export const LESSON_MODULES: readonly string[] = [...new Set(LESSONS.map((lesson) => lesson.module))];

export const findLesson = (id: string): Lesson | undefined => LESSONS.find((lesson) => lesson.id === id);

export interface LessonPlace {
  /** 1-based position in the curriculum. */
  position: number;
  total: number;
  previous: Lesson | null;
  next: Lesson | null;
}

/** Where a lesson stands in the curriculum, with the lessons before and after it. */
export function lessonPlace(id: string): LessonPlace | null {
  const index = LESSONS.findIndex((lesson) => lesson.id === id);
  if (index < 0) return null;
  return { position: index + 1, total: LESSONS.length, previous: LESSONS[index - 1] ?? null, next: LESSONS[index + 1] ?? null };
}

/** A lesson text's paragraphs: translators separate them with a blank line. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
