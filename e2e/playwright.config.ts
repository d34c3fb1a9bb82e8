import { defineConfig } from '@playwright/test';

/**
 * E2E against a running stack: E2E_BASE_URL (default http://localhost:3000) is the console URL,
 * so the same suite runs against `npm start` and against docker-compose (http://localhost:8080).
 * Debian chromium, never a downloaded browser (DESIGN §2 toolchain facts).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    locale: 'zh-CN',
    // the console's users are in China: calendar days of reports and date pickers are UTC+8 days
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
