import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../tooling/chromium.cjs';

// The browser tests run the real portal the way `npm start` does, on a fresh temporary data
// directory, and drive Debian's Chromium (no browser downloads on these machines).
const port = Number(process.env.E2E_PORT || 3100);
const dataDir = join(tmpdir(), `tamir-e2e-${port}`);
export const ADMIN = { username: 'admin', password: 'E2e-Yonetici-2026' };
/** The portal sends e-mail here; a test starts a real SMTP server on it when it wants to receive (until then sending fails). */
export const SMTP_PORT = port + 20000;
/** Password of the demo logins (`tamirci`, `tamirci2`) that `npm run seed:demo` creates. */
export const DEMO = { password: 'E2e-Demo-2026' };

/** What every portal the browser tests start is given: its port and data folder, the admin and the demo password. */
export const portalEnv = (portalPort: number, portalDataDir: string) => ({
  PORT: String(portalPort),
  HOST: '127.0.0.1',
  DATA_DIR: portalDataDir,
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  DEMO_PASSWORD: DEMO.password,
  // Chromium, the portal and the build share a small test machine: a starved event loop there is
  // not an overloaded server, so load shedding (tested on its own in the API suite) stays off.
  SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
  SHED_MAX_DB_WAITING: '0',
});

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    // The demo data (docs/contracts.md "Demo data") is loaded into the fresh directory first.
    command: `rm -rf ${dataDir} && npm run seed:demo --silent -w server && node scripts/start.mjs`,
    cwd: join(__dirname, '..'),
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      ...portalEnv(port, dataDir),
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      MAIL_FROM: 'tamir-formu@e2e.example',
    },
  },
});
