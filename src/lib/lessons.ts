/**
 * The trading academy's curriculum (data/content/lessons.json, the Lesson nodes): lessons in
 * the order a learner takes them, grouped in modules. The lesson pages take it from their
 * page query, so no content file is in the browser's JavaScript. Texts live in the translations: the title and
 * summary under `academy:lessons.{id}` (the lists show them), the lesson itself under
 * `lessons:{id}` (loaded by the lesson pages only).
 */
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

/** Module ids in curriculum order. */
export const lessonModules = (lessons: readonly Lesson[]): string[] => [...new Set(lessons.map((lesson) => lesson.module))];

export const findLesson = (lessons: readonly Lesson[], id: string): Lesson | undefined => lessons.find((lesson) => lesson.id === id);

export interface LessonPlace {
  /** 1-based position in the curriculum. */
  position: number;
  total: number;
  previous: Lesson | null;
  next: Lesson | null;
}

/** Where a lesson stands in the curriculum, with the lessons before and after it. */
export function lessonPlace(lessons: readonly Lesson[], id: string): LessonPlace | null {
  const index = lessons.findIndex((lesson) => lesson.id === id);
  if (index < 0) return null;
  return { position: index + 1, total: lessons.length, previous: lessons[index - 1] ?? null, next: lessons[index + 1] ?? null };
}

/** A lesson text's paragraphs: translators separate them with a blank line. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
