/** Steps shared by the DUERP journeys (duerps.spec.ts). */
import { expect, type Page, type Request } from '@playwright/test';
import { expectAccessible, expectNoSideScroll } from './support';

export const SCREENS = 'test-results/screens';

/** Names of the user's units, in list order (from their drag handles). */
export const unitOrder = (page: Page) =>
  page
    .getByRole('button', { name: /^Déplacer l'unité / })
    .evaluateAll((handles) =>
      handles.map((h) => h.getAttribute('aria-label')!.replace("Déplacer l'unité ", '')),
    );

/** Closes the toasts and waits for them to go: they animate, and may cover what the mouse aims at. */
export async function dismissToasts(page: Page) {
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>('[data-sonner-toast] [data-close-button]')
      .forEach((b) => b.click()),
  );
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
}

/**
 * axe-core on a settled page (a toast scanned mid-animation has a blended, paler colour), and no
 * sideways scrolling at 320 px.
 */
export async function scan(page: Page) {
  await dismissToasts(page);
  await expectAccessible(page);
  await expectNoSideScroll(page);
}

export const DESKTOP = { width: 1280, height: 900 };
export const PDFS = 'test-results/pdfs';

/** scan(), then screenshots at 1280 and 375 px for review; back to the desktop size after. */
export async function shoot(page: Page, name: string, fullPage = true) {
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/${name}-1280.png`, fullPage });
  await page.setViewportSize({ width: 375, height: 800 });
  await scan(page);
  await page.screenshot({ path: `${SCREENS}/${name}-375.png`, fullPage });
  await page.setViewportSize(DESKTOP);
}

export async function tickIntroduction(page: Page) {
  await page.getByRole('checkbox', { name: /je reste responsable/ }).check();
  await page.getByRole('checkbox', { name: /avec la version gratuite/ }).check();
  await page.getByRole('checkbox', { name: /J'accepte les/ }).check();
}

/** From /duerps/new: step 1, then the document exists and step 2 opens. */
export async function createThroughIntroduction(page: Page): Promise<string> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Création de mon DUERP' }),
  ).toBeVisible();
  await tickIntroduction(page);
  await page.getByRole('button', { name: 'Commencer' }).click();
  await expect(page).toHaveURL(/\/duerps\/[0-9a-f-]{36}\/edit\?step=2$/);
  return /\/duerps\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
}

export async function fillCompany(page: Page) {
  await page.getByLabel('Raison sociale').fill('Clinique vétérinaire des Tilleuls');
  await page.getByLabel('N° SIRET').fill('73282932000074');
  await page.getByLabel('Adresse').fill('4 allée des Tilleuls, 69003 Lyon');
  await page.getByRole('combobox', { name: "Secteur d'activité" }).fill('vete');
  await page.getByRole('option', { name: 'Vétérinaire' }).click();
  await expect(
    page.getByText("Des risques spécifiques à ce secteur d'activité vous seront proposés."),
  ).toBeVisible();
  await page.getByLabel("Nombre d'employés").fill('8');
  await page.getByLabel('Nom du représentant légal').fill('Claire Martin');
}

/**
 * Follows a page's requests from now on, so that a journey can wait for the network to settle:
 * like waitForLoadState('networkidle'), except that the live stream of an open DUERP (a request
 * that lasts as long as the page) does not count.
 */
export function trackRequests(page: Page) {
  const pending = new Set<Request>();
  const isStream = (request: Request) => /\/api\/duerp\/[^/]+\/live(\?|$)/.test(request.url());
  page.on('request', (request) => {
    if (!isStream(request)) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return {
    /** Resolves once no request but the live stream has been in flight for `quietMs`. */
    async settled(quietMs = 500): Promise<void> {
      let quietSince = Date.now();
      await expect
        .poll(
          () => {
            if (pending.size > 0) quietSince = Date.now();
            return Date.now() - quietSince >= quietMs;
          },
          { intervals: [100], timeout: 30_000 },
        )
        .toBe(true);
    },
  };
}
