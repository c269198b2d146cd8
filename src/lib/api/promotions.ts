/**
 * GET /api/promotions (§7). The response shape is not in the spec; this module expects
 * { items: [{ id, title, summary, validUntil, terms }] } (texts already in the requested
 * language, validUntil an ISO date or null) and drops entries that do not fit it.
 */
import { apiGet } from './client';

export interface Promotion {
  id: string;
  title: string;
  summary: string;
  /** ISO date (YYYY-MM-DD or a full timestamp); null when open-ended. */
  validUntil: string | null;
  terms: string;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function toPromotion(entry: unknown): Promotion | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { id, title, summary, validUntil, terms } = entry as Record<string, unknown>;
  if ((!isText(id) && typeof id !== 'number') || !isText(title)) return null;
  return {
    id: String(id),
    title,
    summary: isText(summary) ? summary : '',
    validUntil: isText(validUntil) ? validUntil : null,
    terms: isText(terms) ? terms : '',
  };
}

/** The current promotions in a language (the locale code, as the portal calls expect). */
export async function fetchPromotions(language: string, signal?: AbortSignal): Promise<Promotion[]> {
  const response = await apiGet<{ items?: unknown }>('/api/promotions', { language }, signal);
  const items = Array.isArray(response?.items) ? response.items : [];
  return items.map(toPromotion).filter((promotion): promotion is Promotion => promotion !== null);
}
