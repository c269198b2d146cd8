import 'i18next';

declare module 'i18next' {
  // Missing keys never come back as null (returnNull: false in src/lib/i18n.ts).
  interface CustomTypeOptions {
    returnNull: false;
  }
}
