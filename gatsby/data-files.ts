/**
 * The build's reader of data/: sourceNodes (source-nodes.ts) calls it each time it runs, so every
 * file reaches the pages as GraphQL nodes and nothing of data/content, data/legal or data/pages
 * is held in a module. The embedded API reads the same collections through its own bundle
 * (src/lib/content-store), assembled by the same function.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { contentCollections, type ContentCollections } from '../src/lib/content-store/collections';
import type { PageDeclaration } from './page-bodies';

export const DATA_DIR = path.resolve('data');

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8'));

/** data/content/ and data/legal/, typed. */
export const readContent = (): ContentCollections => contentCollections(readJson);

/** data/pages/*.json by route id, in file name order. */
export function readPageDeclarations(): Map<string, PageDeclaration> {
  return new Map(
    readdirSync(path.join(DATA_DIR, 'pages'))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => [path.basename(file, '.json'), readJson(path.join('pages', file)) as PageDeclaration]),
  );
}
