/**
 * The id of this build: baked into the site's JavaScript as __BUILD_ID__ (webpack.ts) and
 * written to builds/latest.json (post-build.ts), so an open page can tell that a newer build
 * is live. BUILD_ID pins it (a deploy pipeline's release id); otherwise every build gets a new one.
 */
import { randomUUID } from 'node:crypto';

export const buildId: string = process.env.BUILD_ID?.trim() || randomUUID();

/** The moment of this build: what the prebuilt lists were made at (gatsby/list-first-pages.ts) and builds/latest.json says. */
export const buildTime: number = Date.now();
