/**
 * The build's reader of data/: sourceNodes (source-nodes.ts) calls it each time it runs, so every
 * file reaches the pages as GraphQL nodes and nothing of data/content, data/legal or data/pages
 * is held in a module. The embedded API reads the same collections when its functions load
 * (src/lib/content-store), assembled by the same function.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { contentCollections, DATA_DIR, readDataFile, type ContentCollections } from '../src/lib/content-store/collections';
import type { PageDeclaration } from './page-bodies';

/** data/content/ and data/legal/, typed. */
export const readContent = (): ContentCollections => contentCollections(readDataFile);

/** data/pages/*.json by route id, in file name order. */
export function readPageDeclarations(): Map<string, PageDeclaration> {
  return new Map(
    readdirSync(path.join(DATA_DIR, 'pages'))
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => [path.basename(file, '.json'), readDataFile(path.join('pages', file)) as PageDeclaration]),
  );
}
