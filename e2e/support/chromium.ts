import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/**
 * The browser for the tests: CHROME_PATH, the system Chromium, or a Chromium installed by
 * Playwright. Never downloads one; without a browser the run fails and says how to get one.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    [
      'No Chromium found for the browser tests.',
      'Install one and run the tests again:',
      '  Debian/Ubuntu:  sudo apt-get install -y chromium',
      '  any system:     npx playwright install chromium',
      'or point CHROME_PATH at a Chrome or Chromium binary.',
    ].join('\n'),
  );
}

/** Flags that keep a headless Chromium quiet on a machine without outside network access. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
