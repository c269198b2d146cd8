import { defineConfig } from '@playwright/test';
import base, { e2eServerEnv } from './playwright.config';

/** Its own port when the gatsby serve-based tests run beside it (E2E_NGINX_PORT), else E2E_PORT. */
const port = Number(process.env.E2E_NGINX_PORT ?? process.env.E2E_PORT ?? 9080);

/**
 * The browser tests tagged @nginx (tests/e2e/host.spec.ts and a few of the other files) against
 * the build served as a static host serves it: nginx with the generated rules and the embedded
 * API's server behind it (npm run serve:nginx). `npm run test:nginx`.
 */
export default defineConfig({
  ...base,
  testIgnore: [],
  grep: /@nginx/,
  projects: base.projects?.filter((project) => project.name === 'desktop'),
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  webServer: {
    command: 'node scripts/serve-nginx.mjs',
    env: { ...e2eServerEnv, PORT: String(port) },
    cwd: '..',
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
