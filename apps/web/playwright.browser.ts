import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';

/** Debian's Chromium, with the flags this closed network needs: shared by both Playwright configs. */
export const browserOptions: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
  trace: 'off',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};
