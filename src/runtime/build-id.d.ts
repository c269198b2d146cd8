/** The id of this build, the one builds/latest.json names (defined by gatsby/build-id.ts). */
declare const __BUILD_ID__: string;
