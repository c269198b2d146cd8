/**
 * The id of this build, written to builds/latest.json (post-build.ts) only, so an open page can
 * tell that a newer build is live (src/lib/update-poller.ts). BUILD_ID pins it (a deploy
 * pipeline's release id); otherwise every build gets a new one.
 */
import { randomUUID } from 'node:crypto';

export const buildId: string = process.env.BUILD_ID?.trim() || randomUUID();

/** The moment of this build, which builds/latest.json says. */
export const buildTime: number = Date.now();
