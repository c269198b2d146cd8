/**
 * What the embedded API keeps of a cookie choice, for accountability: when, which version of the
 * categories, which were granted, in which locale. Nothing that identifies the visitor (no
 * address, no identifier, no cookie value); it proves how and when choices were made, not whose.
 */
import type { ConsentRecordRequest } from '../api/types';
import { findPublishedLocale } from '../locales';
import { orderedGrant } from './choice';
import { categoryIds, consentSettings, type ConsentSettings } from './settings';

export interface ConsentRecord {
  /** When the API received it (ISO 8601). */
  time: string;
  version: number;
  categories: string[];
  locale: string;
}

/** The record of a request body, or null when it names another version, an unknown category or locale. */
export function consentRecordOf(body: unknown, time: Date, settings: ConsentSettings = consentSettings): ConsentRecord | null {
  const { version, categories, language } = (body ?? {}) as Partial<Record<keyof ConsentRecordRequest, unknown>>;
  if (version !== settings.version || !Array.isArray(categories) || typeof language !== 'string') return null;
  const known = categoryIds(settings);
  if (!categories.every((id): id is string => typeof id === 'string' && known.includes(id))) return null;
  const locale = findPublishedLocale(language);
  if (!locale) return null;
  return { time: time.toISOString(), version, categories: orderedGrant(categories, settings), locale: locale.code };
}
