import type { Config } from 'jest';

// Unit and component tests live beside the code (*.test.ts[x], *.test.mjs for the gates' scripts); browser tests are in tests/e2e (Playwright).
const config: Config = {
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  testMatch: ['**/?(*.)+(spec|test).?(m)[jt]s?(x)'],
  moduleFileExtensions: ['js', 'mjs', 'cjs', 'jsx', 'ts', 'tsx', 'json', 'node'],
  transform: { '^.+\\.m?[jt]sx?$': '<rootDir>/tests/jest-preprocess.js' },
  moduleNameMapper: {
    '\\.css$': 'identity-obj-proxy',
    '\\.(jpg|jpeg|png|gif|svg|webp)$': '<rootDir>/tests/__mocks__/file.ts',
    '^gatsby$': '<rootDir>/tests/__mocks__/gatsby.tsx',
    '^@reach/router$': '@gatsbyjs/reach-router',
  },
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/.cache/', '<rootDir>/public/', '<rootDir>/tests/e2e/'],
  // Compiled to CommonJS for Jest: Gatsby's browser packages, and the ES-module-only HTML parser
  // of the derived machine-reader files (hast-util-from-html and its dependencies).
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-react-i18next|hast-util-from-html|hast-util-from-parse5|hastscript|hast-util-parse-selector|property-information|comma-separated-tokens|space-separated-tokens|web-namespaces|vfile|vfile-message|vfile-location|unist-util-stringify-position|devlop|parse5|entities)/)',
  ],
  setupFilesAfterEnv: ['<rootDir>/tests/setup-jest.ts'],
  globals: { __PATH_PREFIX__: '', __STRINGS_FILES_VERSION__: 'test-strings' },
};

export default config;
