// ESLint: TypeScript's recommended rules, React's rules of hooks and jsx-a11y's recommended
// rules; Prettier formats (.prettierrc.json). `npm run lint` runs both, and npm test runs it.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['public/', '.cache/', 'node_modules/', 'test-results/', 'src/gatsby-types.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A leading underscore names what a destructuring leaves out on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // A scrolling region (a wide table, a long text) is focusable so that keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['section', 'pre'], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Listbox options take clicks while the keyboard stays in their combobox, which names the
    // active option (aria-activedescendant); a dialog's backdrop click has Escape as its key.
    files: ['src/components/search/*.tsx', 'src/components/signup/CountryCombobox.tsx', 'src/components/dialogs/Modal.tsx'],
    rules: { 'jsx-a11y/click-events-have-key-events': 'off', 'jsx-a11y/no-noninteractive-element-interactions': 'off' },
  },
  {
    // webpack bundles every locale file a template require() names; React.lazy's own type takes any component.
    files: [
      'src/api/register.ts',
      'src/lib/server/messages.ts',
      'src/lib/server/calendar-files.ts',
      'src/components/runtime/lazy-parts.tsx',
    ],
    rules: { '@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // gtag() must push its `arguments` object: Tag Manager tells commands from events by it.
    files: ['src/lib/third-party.ts'],
    rules: { 'prefer-rest-params': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', '**/*.cjs', 'scripts/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      'jsx-a11y/anchor-has-content': 'off',
    },
  },
);
