/** Every shared strings file of the build by URL (gatsby/shared-strings.ts), bundled into the server render only (gatsby/webpack.ts). */
declare module 'shared-strings-of-build' {
  const files: Record<string, import('../lib/shared-strings').SharedStrings>;
  export default files;
}
