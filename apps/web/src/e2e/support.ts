import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { isTokenExpiring } from '../lib/auth-session';

export const PASSWORD = 'Sécurité-2026!';

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@exemple.fr`;
}

/** Mails the running server wrote to its outbox for this address, oldest first. */
export function mailsTo(email: string): { subject: string; text: string }[] {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map(
      (f) =>
        JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
        },
    )
    .filter((m) => m.to === email);
}

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type AxeWindow = Window & {
  axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
};

/** No serious or critical axe-core violation on the current page (and its frames). */
export async function expectAccessible(page: Page): Promise<void> {
  // axe-core goes into each document once. @axe-core/playwright sent its 1.3 MB source two or three
  // times at every scan and finished each scan in a new blank page: 3.0 s a scan, 0.8 s now.
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => (window as AxeWindow).axe !== undefined);
    if (!present) await frame.evaluate(AXE_SOURCE);
  }
  const blocking = await page.evaluate(async () => {
    const { axe } = window as AxeWindow;
    if (!axe) return ['axe-core absent de la page'];
    // Every rule runs; only the violations keep their details (the rest cost ~0.8 s a page).
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(blocking).toEqual([]);
}

/** Creates an account through the real form, solving the real ALTCHA widget. */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`/create-account?email=${encodeURIComponent(email)}`);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Confirmer le mot de passe').fill(password);
  await page.getByText('Je ne suis pas un robot', { exact: true }).click();
  await expect(page.getByText('Vérifié')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/duerps\/new$/);
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Adresse email').fill(email);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * No page may scroll sideways on a 320 px phone: checks the current page there, then restores the
 * size. With `inside`, nothing in that part scrolls sideways in a box of its own either (a wide
 * table may scroll in its own region, but not there).
 */
export async function expectNoSideScroll(page: Page, inside?: Locator): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  await page.setViewportSize({ width: 320, height: size.height });
  const overflow = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          resolve(document.documentElement.scrollWidth - window.innerWidth),
        ),
      ),
  );
  const where = new URL(page.url());
  const at = `à 320 px sur ${where.pathname}${where.search}`;
  expect(overflow, `défilement horizontal ${at}`).toBeLessThanOrEqual(0);
  if (inside) {
    const scrollers = await inside.evaluate((root) =>
      [root, ...Array.from(root.querySelectorAll('*'))]
        .filter(
          (el) =>
            el.scrollWidth > el.clientWidth && /auto|scroll/.test(getComputedStyle(el).overflowX),
        )
        .map(
          (el) =>
            `${el.tagName} « ${el.getAttribute('aria-label') ?? ''} » de ${el.scrollWidth - el.clientWidth} px`,
        ),
    );
    expect(scrollers, `défilement horizontal dans une partie de la page ${at}`).toEqual([]);
  }
  await page.setViewportSize(size);
}

/**
 * The toasts on screen leave the given elements (header buttons, a dialog's ✕) uncovered, once
 * they have settled: a toast raised from a dialog moves below the header when the dialog closes.
 */
export async function expectToastsCoverNothing(page: Page, targets: Locator[]): Promise<void> {
  await expect(async () => {
    const toasts = await page.locator('[data-sonner-toast]').all();
    expect(toasts.length).toBeGreaterThan(0);
    for (const toast of toasts) {
      const box = await toast.boundingBox();
      for (const target of targets) {
        const other = await target.boundingBox();
        if (!box || !other) continue;
        const covers =
          box.x < other.x + other.width &&
          other.x < box.x + box.width &&
          box.y < other.y + other.height &&
          other.y < box.y + box.height;
        expect(covers, `une notification couvre ${target.toString()}`).toBe(false);
      }
    }
  }).toPass({ timeout: 3_000 });
}

/**
 * The page's access token for a request the test makes itself, renewed first when the app would
 * renew it (`isTokenExpiring`): the e2e server's tokens live 35 s, and a journey slowed by a busy
 * machine can outlast one while the app sits idle. Renewed as the app does it (its Web Lock, its
 * storage keys), so the app simply finds the new pair; offline, the token is returned as it is.
 */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (token !== null && !isTokenExpiring(token)) return token;
  return page.evaluate(async (stale) => {
    const renew = async () => {
      const refreshToken = localStorage.getItem('refreshToken');
      // Renewed by the app while this waited for the lock: nothing left to do.
      if (localStorage.getItem('token') !== stale || !refreshToken) return;
      try {
        const response = await fetch('/api/public/token/refresh', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ expiredAccessToken: stale ?? '', refreshToken }),
        });
        if (!response.ok) return;
        const tokens = (await response.json()) as { accessToken: string; refreshToken: string };
        localStorage.setItem('token', tokens.accessToken);
        localStorage.setItem('refreshToken', tokens.refreshToken);
      } catch {
        // Offline: the caller gets the token as it is.
      }
    };
    await navigator.locks.request('duerp-token-refresh', renew);
    return localStorage.getItem('token') ?? '';
  }, token);
}

/**
 * Waits until the service worker controls the page. Its install fetches the whole app shell;
 * when one of those requests fails (a busy machine), the install is abandoned until the next
 * load, so the page is reloaded and the wait starts again.
 */
export async function waitForServiceWorker(page: Page) {
  for (let attempt = 1; ; attempt++) {
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      })
      .then(
        () => true,
        () => false,
      );
    if (controlled) return;
    if (attempt === 3) throw new Error('Le service worker ne contrôle toujours pas la page.');
    await page.reload();
  }
}
