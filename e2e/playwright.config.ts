import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const isCI = Boolean(process.env.CI);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-e2e-'));

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './specs',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: isCI ? 2 : 2,
  // A flaky test is fixed, not retried: a retry hides it and waits out its timeouts again.
  retries: 0,
  forbidOnly: isCI,
  // The JSON report feeds scripts/slowest-tests.mjs (the slowest tests, printed after a run).
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/report.json' }],
    ...(isCI ? ([['html', { open: 'never' }]] as const) : []),
  ],
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs about a quarter of every test's CPU time (a screencast and a DOM
    // snapshot at each step), even when the test passes and the trace is thrown away. To keep
    // one for a failing test, run it again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    serviceWorkers: 'allow',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1400, height: 900 } },
    },
  ],
  webServer: {
    // The web app is built by the root `e2e` script before this runs; the server runs as
    // `npm start` runs it (its bundle, built here), so the tests cover what ships. The editors are
    // created with the staff command (the admin by FIRST_ADMIN_* at start): test accounts only.
    // The translator's saved language is changed by a test, so no other test signs in with it.
    command: [
      "printf '%s\\n' 'Editor-pass-2026!' | npx tsx ../server/src/cli/staff.ts add --email editor@makueni.test --name 'Test Editor' --role editor --password-stdin",
      "printf '%s\\n' 'Translator-pass-2026!' | npx tsx ../server/src/cli/staff.ts add --email translator@makueni.test --name 'Test Translator' --role editor --password-stdin",
      'cd ../server && npm start --silent',
    ].join('; '),
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: !isCI && process.env.E2E_REUSE === '1',
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMIT_MAX: '100000',
      PUBLIC_URL: BASE_URL,
      FIRST_ADMIN_EMAIL: 'admin@makueni.test',
      FIRST_ADMIN_PASSWORD: 'Admin-pass-2026!',
      FIRST_ADMIN_NAME: 'Test Admin',
    },
  },
});
