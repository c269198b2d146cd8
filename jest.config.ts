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
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link|gatsby-plugin-react-i18next)/)'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup-jest.ts'],
  globals: { __PATH_PREFIX__: '', __BUILD_ID__: 'test-build' },
};

export default config;
