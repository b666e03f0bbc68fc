/**
 * The 6-person boulangerie-pâtisserie of issue 41 (« Mesuré : une boulangerie en 20 minutes »):
 * its company details, the content of its document and the steps both journeys share, each
 * action of the person through counted hands.
 */
import { expect, type Page } from '@playwright/test';
import type { EtatDeMesure } from '@duerp/domain/duerp';
import type { ModeleAnswer, ModeleDuSecteur } from '@duerp/domain/premade';
import { accessToken, PASSWORD } from '../support';
import { dismissToasts } from '../duerp-helpers';
import type { Hands } from './counter';

export const BAKERY = {
  nom: 'Boulangerie Martin',
  siret: '73282932000074',
  adresse: '8 rue du Four, 69003 Lyon',
  secteur: 'Boulangerie-pâtisserie',
  employes: '6',
  representant: 'Paul Martin',
};
/** The model's units the bakery keeps: it does not deliver. */
export const LEFT_OUT = 'Livraison';
export const RESPONSABLE = 'Gérant';
/** The due date of a planned action (the empty modal proposes today). */
const DUE_DATE = '2027-03-31';

/** An address of the length a baker types (26 characters), unique to the run. */
export const bakerEmail = () =>
  `paul.${Math.random().toString(36).slice(2, 8).padEnd(6, '0')}@boulangerie.fr`;

/** Each answer, by the measure's rank in its risk: something in place, something missing. */
const ANSWERS: readonly EtatDeMesure[] = [
  'en-place',
  'pas-en-place',
  'non-concerne',
  'pas-en-place',
  'en-place',
  'pas-en-place',
];

export interface PlannedRisk {
  displayName: string;
  mesures: { texte: string; etat: EtatDeMesure }[];
  /** Rated Critique (and given actions), else Modéré. */
  high: boolean;
}
export interface PlannedUnit {
  displayName: string;
  /** The catalogue's example of the same unit, which today's path adds in one click. */
  idUniteDeTravail: string;
  risques: PlannedRisk[];
}

/**
 * The same document for both journeys, from the sector model: its units but one, every measure
 * answered, every other risk with a missing measure rated high.
 */
export function planOf(modele: ModeleDuSecteur): PlannedUnit[] {
  let index = 0;
  return modele.unites
    .filter((u) => u.displayName !== LEFT_OUT)
    .map((unite) => ({
      displayName: unite.displayName,
      idUniteDeTravail: unite.idUniteDeTravail,
      risques: unite.risques.map((risque) => {
        const mesures = risque.mesures.map((m, i) => ({
          texte: m.texte,
          etat: ANSWERS[i % ANSWERS.length]!,
        }));
        const missing = mesures.some((m) => m.etat === 'pas-en-place');
        return { displayName: risque.displayName, mesures, high: missing && index++ % 2 === 0 };
      }),
    }));
}

export async function modelOf(page: Page, id: string): Promise<ModeleDuSecteur> {
  const response = await page.request.get(`/api/duerpmasterdata/modele?duerpDocId=${id}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
  });
  const { modele } = (await response.json()) as ModeleAnswer;
  expect(modele?.idModele).toBe('modele_boulangerie_patisserie');
  return modele!;
}

/** Sign-up as a person does it: the address typed, the password twice, the captcha ticked. */
export async function signUp(page: Page, hands: Hands, email: string): Promise<void> {
  await page.goto('/create-account');
  await hands.fill(page.getByLabel('Adresse email'), email);
  await hands.fill(page.getByLabel('Mot de passe', { exact: true }), PASSWORD);
  await hands.fill(page.getByLabel('Confirmer le mot de passe'), PASSWORD);
  await hands.click(page.getByText('Je ne suis pas un robot', { exact: true }));
  await expect(page.getByText('Vérifié')).toBeVisible({ timeout: 30_000 });
  await hands.click(page.getByRole('button', { name: 'Créer mon compte' }));
  await expect(page).toHaveURL(/\/duerps\/new$/);
}

/** Step 1 then step 2: the document exists, its company is saved, step 3 opens. */
export async function createWithCompany(page: Page, hands: Hands): Promise<string> {
  await hands.setChecked(page.getByRole('checkbox', { name: /je reste responsable/ }), true);
  await hands.setChecked(page.getByRole('checkbox', { name: /avec la version gratuite/ }), true);
  await hands.setChecked(page.getByRole('checkbox', { name: /J'accepte les/ }), true);
  await hands.click(page.getByRole('button', { name: 'Commencer' }));
  await expect(page).toHaveURL(/\/duerps\/[0-9a-f-]{36}\/edit\?step=2$/);
  const id = /\/duerps\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
  await hands.fill(page.getByLabel('Raison sociale'), BAKERY.nom);
  await hands.fill(page.getByLabel('N° SIRET'), BAKERY.siret);
  await hands.fill(page.getByLabel('Adresse'), BAKERY.adresse);
  await hands.fill(page.getByRole('combobox', { name: "Secteur d'activité" }), BAKERY.secteur);
  await expect(
    page.getByText("Des risques spécifiques à ce secteur d'activité vous seront proposés."),
  ).toBeVisible();
  await hands.fill(page.getByLabel("Nombre d'employés"), BAKERY.employes);
  await hands.fill(page.getByLabel('Nom du représentant légal'), BAKERY.representant);
  await hands.click(page.getByRole('button', { name: 'Suivant', exact: true }));
  await expect(page).toHaveURL(/step=3$/);
  return id;
}

export const stepLink = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Étapes du DUERP' }).getByRole('link', { name });

const riskCard = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

/**
 * Step 5, unit by unit: each risk rated in its modal (a high one Grave × Fréquent × Faible,
 * 6,8 Critique; the others Moyenne × Rare × Moyenne, 2,0 Modéré); `before` fills the modal first.
 */
export async function rate(
  page: Page,
  hands: Hands,
  plan: PlannedUnit[],
  before: (risk: PlannedRisk) => Promise<void> = async () => undefined,
): Promise<void> {
  await hands.click(stepLink(page, /Évaluation des risques/));
  for (const [index, unite] of plan.entries()) {
    if (index > 0)
      await hands.click(page.getByRole('tab', { name: new RegExp(`^${unite.displayName}`) }));
    for (const risque of unite.risques) {
      await dismissToasts(page);
      await hands.click(riskCard(page, risque.displayName));
      const dialog = page.getByRole('dialog', { name: 'Évaluer le risque' });
      await before(risque);
      const [g, f, m] = risque.high
        ? ['Grave', 'Fréquent', 'Faible']
        : ['Moyenne', 'Rare', 'Moyenne'];
      await hands.click(
        dialog.getByRole('radiogroup', { name: 'Gravité' }).getByText(g, { exact: true }),
      );
      await hands.click(
        dialog.getByRole('radiogroup', { name: 'Fréquence' }).getByText(f, { exact: true }),
      );
      await hands.click(
        dialog.getByRole('radiogroup', { name: 'Maîtrise' }).getByText(m, { exact: true }),
      );
      await hands.click(dialog.getByRole('button', { name: "Enregistrer l'évaluation" }));
      await expect(dialog).toBeHidden();
      await expect(riskCard(page, risque.displayName)).toContainText(
        risque.high ? 'Critique' : 'Modéré',
      );
    }
  }
}

/**
 * Step 6: the PAPRIPACT activated, one action per missing measure of each high risk — planned
 * from step 6's proposal (description and risk prefilled: the responsable and the due date
 * typed) or, on today's path, written in the empty modal.
 */
export async function planActions(
  page: Page,
  hands: Hands,
  plan: PlannedUnit[],
  how: 'proposals' | 'by-hand',
): Promise<number> {
  await hands.click(stepLink(page, /PAPRIPACT/));
  await hands.click(page.getByRole('button', { name: 'Activer le PAPRIPACT' }));
  await expect(page.getByRole('switch', { name: 'Activer le PAPRIPACT' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  let actions = 0;
  for (const [index, unite] of plan.entries()) {
    if (index > 0)
      await hands.click(page.getByRole('tab', { name: new RegExp(`^${unite.displayName}`) }));
    for (const risque of unite.risques.filter((r) => r.high)) {
      for (const mesure of risque.mesures.filter((m) => m.etat === 'pas-en-place')) {
        await dismissToasts(page);
        const dialog = page.getByRole('dialog', { name: 'Nouvelle action préventive' });
        if (how === 'proposals') {
          await hands.click(
            page.getByRole('button', { name: `Planifier cette mesure : « ${mesure.texte} »` }),
          );
          await expect(dialog.getByLabel('Description de la mesure')).toHaveValue(mesure.texte);
          await hands.fillDate(dialog.getByLabel('Échéance'), DUE_DATE);
        } else {
          await hands.click(page.getByRole('button', { name: 'Ajouter une action préventive' }));
          const select = dialog.getByLabel('Risque associé');
          const option = select.locator('option', { hasText: risque.displayName });
          await hands.select(select, (await option.getAttribute('value'))!);
          await hands.fill(dialog.getByLabel('Description de la mesure'), mesure.texte);
        }
        await hands.fill(dialog.getByLabel('Responsable'), RESPONSABLE);
        await hands.click(dialog.getByRole('button', { name: "Ajouter l'action" }));
        await expect(dialog).toBeHidden();
        actions += 1;
      }
    }
  }
  return actions;
}

/** Step 7: the version generated, then its page. */
export async function generate(page: Page, hands: Hands, id: string): Promise<void> {
  await hands.click(stepLink(page, /Finalisation/));
  await hands.click(page.getByRole('button', { name: /Valider cette version/ }));
  const modal = page.getByRole('dialog', { name: 'Valider cette version' });
  await hands.click(modal.getByRole('button', { name: 'Générer la version' }));
  await expect(page).toHaveURL(new RegExp(`/duerps/${id}\\?highlightversionid=`), {
    timeout: 30_000,
  });
}
