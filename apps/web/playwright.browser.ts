import type { PlaywrightTestOptions, PlaywrightWorkerOptions } from '@playwright/test';

/** Debian's desktop Chromium: the one that says whether the app is installable (offline.spec.ts). */
export const DESKTOP_CHROMIUM = process.env.CHROMIUM_DESKTOP_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium headless shell (scripts/lib.mjs installs it), with the flags this closed
 * network needs: shared by both Playwright configs.
 */
export const browserOptions: Partial<PlaywrightTestOptions & PlaywrightWorkerOptions> = {
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
  trace: 'off',
  // No transition: axe reads each colour as it ends, not halfway from a disabled state (index.css).
  contextOptions: { reducedMotion: 'reduce' },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
