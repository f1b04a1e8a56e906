import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 8765);
/** The OpenID provider `e2e/oidc.spec.ts` starts; the server knows it from the start (ADR 046). */
export const e2eOidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1);
export const e2eOidcClient = { id: 'acervo-e2e', secret: 'acervo-e2e-secret' } as const;
export const e2eBaseUrl = `http://127.0.0.1:${port}`;
/**
 * Every run starts the real server on a fresh data folder: the first start a newcomer gets. The
 * folder is made once by the runner and inherited by its workers (they load this file too), so the
 * journeys can read recovery codes from `<DATA_DIR>/outbox`.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'acervo-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
/** Short-lived patron tokens, so the journeys cross a real expiry and refresh (e2e/session.spec.ts). */
export const e2eAccessTokenTtl = 8;

export default defineConfig({
  testDir: 'e2e',
  globalTeardown: './e2e/support/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  timeout: 60_000,
  // Logins run a deliberately slow password hash (ADR 031) on a shared machine: allow for it.
  expect: { timeout: 15_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: e2eBaseUrl,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --enable-source-maps apps/server/dist/main.js',
    url: `http://127.0.0.1:${port}/api/parametros/instituicao`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL: String(e2eAccessTokenTtl),
      PUBLIC_URL: e2eBaseUrl,
      // Discovery is lazy and retried (ADR 033): the provider need only run while its journey does.
      OIDC_ISSUER: `http://127.0.0.1:${e2eOidcPort}`,
      OIDC_CLIENT_ID: e2eOidcClient.id,
      OIDC_CLIENT_SECRET: e2eOidcClient.secret,
    },
    // E2E_REUSE_SERVER=1 lets a developer keep one server running between runs (same E2E_DATA_DIR).
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 180_000,
    stdout: 'pipe',
  },
});
