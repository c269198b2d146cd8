/** The version in the names of the strings files loaded on demand (defined by gatsby/webpack.ts). */
declare const __STRINGS_FILES_VERSION__: string;
