/** Types of search-queries.mjs for the browser test that times the search in Chromium. */
import type { SearchEntry } from '../../src/lib/search';

export function readIndex(name: string, dir?: string): { entries: SearchEntry[]; headings: Buffer; texts: Buffer };
export function timingQueries(name: string, entries: readonly SearchEntry[]): string[];
