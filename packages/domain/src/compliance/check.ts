import type { DuerpData, UniteDeTravail, VersionSummary } from '../duerp/schemas.js';
import { latestVersion } from '../duerp/payment-status.js';
import { PAPRIPACT_MANDATORY_EMPLOYEES } from '../duerp/editor-messages.js';
import { hasPenibiliteData } from '../penibilite/annex.js';
import { addOneYear, listOverdueActions } from '../living-document/due-dates.js';
import { pendingEvenements, type EvenementType } from '../living-document/events.js';
import { ANNUAL_UPDATE_EMPLOYEES } from '../living-document/messages.js';
import { parisDay } from '../presentation/dates.js';
import { plural } from '../presentation/plural.js';
import {
  COMPLIANCE_LEVELS,
  COMPLIANCE_TEXTS,
  type ComplianceCode,
  type ComplianceFinding,
  type ComplianceLevel,
  type ComplianceReport,
} from './findings.js';

/**
 * The number of the catalogue's « Ambiances thermiques » family, which prefixes its categories'
 * and risks' codes ("12.1", "12.1.3"); masterdata's test pins it to the family list.
 */
export const THERMAL_FAMILY_NUMBER = 12;

/** The events that call for an update under R4121-2 2° and 3°. */
const UPDATE_EVENTS: readonly EvenementType[] = [
  'accident_maladie',
  'amenagement_important',
  'information_nouvelle',
];

export interface ComplianceInput {
  duerpId: string;
  /** The draft: what the next version will hold. */
  data: DuerpData;
  /** With their consultation records (versions/list). */
  versions: readonly Pick<
    VersionSummary,
    'id' | 'versionNumber' | 'creationTime' | 'consultation'
  >[];
  now: Date;
}

const quoted = (units: readonly UniteDeTravail[]) =>
  units.map((u) => `« ${u.displayName} »`).join(', ');

function isThermal(unite: UniteDeTravail, code: string, idCategorie: string): boolean {
  const prefix = `${THERMAL_FAMILY_NUMBER}.`;
  const categorie = unite.categorieDeRisques.find((c) => c.idCategorie === idCategorie);
  return code.startsWith(prefix) || (categorie?.code.startsWith(prefix) ?? false);
}

/**
 * « Prêt pour un contrôle ? »: what an inspector would find missing in this document, article by
 * article, from what the product records (the draft, the versions and their consultation records).
 * Pure: the same input gives the same findings, most serious first.
 */
export function checkCompliance(input: ComplianceInput): ComplianceReport {
  const { duerpId, data, now } = input;
  const findings: ComplianceFinding[] = [];
  const step = (n: number) => `/duerps/${duerpId}/edit?step=${n}`;
  const add = (
    code: ComplianceCode,
    level: ComplianceLevel,
    article: string,
    message: string,
    href: string,
    linkLabel: string,
  ) => findings.push({ code, level, article, message, href, linkLabel });

  const effectif = data.entreprise?.nombreEmployes ?? null;
  const units = data.unitesDeTravail;
  const latest = latestVersion(input.versions);
  const today = parisDay(now);
  const yearPassed = latest !== null && today > addOneYear(parisDay(latest.creationTime));

  if (!latest) {
    add(
      'aucune-version',
      'manquement',
      'R4121-1',
      "Aucune version du document unique n'a été validée : l'évaluation n'est pas encore transcrite. Validez une première version.",
      step(7),
      'Valider une version',
    );
  }
  const empty = units.filter((u) => u.risques.length === 0);
  if (empty.length > 0) {
    add(
      'unite-sans-risque',
      'manquement',
      'R4121-1',
      `${empty.length > 1 ? 'Les unités de travail' : "L'unité de travail"} ${quoted(empty)} ne ${empty.length > 1 ? 'contiennent' : 'contient'} aucun risque : l'inventaire doit couvrir chaque unité. Ajoutez leurs risques.`,
      step(4),
      'Ajouter des risques',
    );
  }
  const noThermal = units.filter(
    (u) =>
      u.risques.length > 0 &&
      !u.risques.some((r) => r.isRisqueEvalue && isThermal(u, r.code, r.idCategorie)),
  );
  if (noThermal.length > 0) {
    add(
      'ambiances-thermiques',
      'à compléter',
      'R4121-1',
      `Les ambiances thermiques (chaleur, froid) ne sont ni identifiées ni évaluées dans ${noThermal.length > 1 ? 'les unités' : "l'unité"} ${quoted(noThermal)}. Ajoutez et évaluez un risque de la famille « Ambiances thermiques », même faible.`,
      step(4),
      'Ajouter un risque thermique',
    );
  }

  if (latest && effectif !== null && effectif >= ANNUAL_UPDATE_EMPLOYEES && yearPassed) {
    add(
      'mise-a-jour-annuelle',
      'manquement',
      'R4121-2',
      `Au moins 11 salariés : le document unique doit être mis à jour au moins chaque année, et la dernière version date de plus de 12 mois. Validez une nouvelle version.`,
      step(7),
      'Valider une nouvelle version',
    );
  }
  if (latest && effectif !== null && effectif < ANNUAL_UPDATE_EMPLOYEES && yearPassed) {
    add(
      'tpe-mise-a-jour',
      'bonne pratique',
      'L4121-3',
      "Moins de 11 salariés : une mise à jour moins fréquente n'est admise que si un niveau équivalent de protection est garanti, et aucune version n'a été validée depuis plus d'un an. Relisez le document et validez une nouvelle version.",
      step(7),
      'Valider une nouvelle version',
    );
  }
  const pending = latest
    ? pendingEvenements(data.evenementsDeMiseAJour, latest.versionNumber).filter((e) =>
        UPDATE_EVENTS.includes(e.type),
      )
    : [];
  if (pending.length > 0) {
    add(
      'evenement-sans-mise-a-jour',
      'manquement',
      'R4121-2',
      `${plural(pending.length, 'événement signalé', 'événements signalés')} (accident, aménagement important ou information nouvelle) ${pending.length > 1 ? 'attendent' : 'attend'} une mise à jour du document unique. Validez une nouvelle version qui en tient compte.`,
      step(7),
      'Valider une nouvelle version',
    );
  }

  const risques = units.flatMap((u) => u.risques);
  const sexConsidered =
    risques.some((r) => r.isExpositionDifferenciee === true) ||
    units.some((u) => u.effectifFemmes !== undefined && u.effectifFemmes !== null);
  if (risques.length > 0 && !sexConsidered) {
    add(
      'exposition-differenciee',
      'à compléter',
      'L4121-3',
      "L'impact différencié de l'exposition selon le sexe n'a été examiné pour aucun risque, et aucune unité n'indique son nombre de femmes. Renseignez-le lors de l'évaluation des risques concernés.",
      step(5),
      'Évaluer les risques',
    );
  }
  if (units.length > 0 && !hasPenibiliteData(data)) {
    add(
      'annexe-penibilite',
      'à compléter',
      'R4121-1-1',
      "Aucune unité n'a renseigné l'exposition aux facteurs de risques professionnels : l'annexe du document unique déclarera qu'aucun travailleur n'y est exposé. Renseignez les expositions, même à zéro.",
      step(5),
      'Renseigner les expositions',
    );
  }

  const actions = units.flatMap((u) => u.papripactActionsPreventives);
  if (effectif !== null && effectif >= PAPRIPACT_MANDATORY_EMPLOYEES) {
    if (!data.isPapripactEnabled || actions.length === 0) {
      add(
        'papripact-absent',
        'manquement',
        'L4121-3-1 III 1°',
        'Au moins 50 salariés : les résultats de l’évaluation débouchent sur un programme annuel de prévention (PAPRIPACT). Activez-le et inscrivez-y les mesures de l’année à venir.',
        step(6),
        'Compléter le PAPRIPACT',
      );
    } else {
      const noCost = actions.filter((a) => a.budget.trim() === '');
      if (noCost.length > 0) {
        add(
          'papripact-cout',
          'à compléter',
          'L4121-3-1 III 1°',
          `${plural(noCost.length, 'mesure')} du PAPRIPACT ${noCost.length > 1 ? "n'ont" : "n'a"} pas d'estimation de coût. Indiquez le budget de chaque mesure.`,
          step(6),
          'Compléter le PAPRIPACT',
        );
      }
    }
  } else if (effectif !== null && actions.length === 0) {
    add(
      'actions-absentes',
      'manquement',
      'L4121-3-1 III 2°',
      "Moins de 50 salariés : la liste des actions de prévention et de protection est consignée dans le document unique, et aucune action n'y figure. Ajoutez vos actions.",
      step(6),
      'Ajouter des actions',
    );
  }

  const consultation = latest?.consultation;
  // The document page opens its « Historique des versions » on the version highlighted.
  const record = latest
    ? `/duerps/${duerpId}?highlightversionid=${encodeURIComponent(latest.id)}`
    : '';
  if (latest && !consultation?.dateConsultationCse && !consultation?.avisCse) {
    add(
      'consultation-cse',
      'à compléter',
      'L4121-3',
      `Le comité social et économique est consulté sur le document unique et ses mises à jour : aucune consultation n'est enregistrée pour la version ${latest.versionNumber}. Enregistrez sa date et l'avis, ou indiquez « Pas de CSE ».`,
      record,
      'Enregistrer dans « Historique des versions »',
    );
  }
  if (latest && !consultation?.dateEnvoiSpst) {
    add(
      'envoi-spst',
      'manquement',
      'L4121-3-1 V A',
      `Le document unique est transmis au service de prévention et de santé au travail à chaque mise à jour : l'envoi de la version ${latest.versionNumber} n'est pas enregistré. Envoyez-la, puis enregistrez la date d'envoi.`,
      record,
      'Enregistrer dans « Historique des versions »',
    );
  }

  const unplanned = units.flatMap((u) =>
    u.risques.filter(
      (r) =>
        (r.niveauDeRisqueStatus === 'ORANGE' || r.niveauDeRisqueStatus === 'RED') &&
        !u.papripactActionsPreventives.some((a) => a.idRisqueAssocie === r.idRisque),
    ),
  );
  if (unplanned.length > 0) {
    add(
      'risques-sans-action',
      'manquement',
      'L4121-3',
      `${plural(unplanned.length, 'risque')} de niveau important ou critique ${unplanned.length > 1 ? "n'ont" : "n'a"} aucune action de prévention prévue. Planifiez une action pour chacun.`,
      step(6),
      'Planifier des actions',
    );
  }
  const overdue = listOverdueActions(data, now);
  if (overdue.length > 0) {
    add(
      'actions-en-retard',
      'à compléter',
      'L4121-3-1 III 1°',
      `${plural(overdue.length, 'action de prévention', 'actions de prévention')} ${overdue.length > 1 ? 'ont dépassé leur' : 'a dépassé sa'} date sans être terminée${overdue.length > 1 ? 's' : ''}. Mettez à jour leur statut ou leur calendrier.`,
      step(6),
      'Mettre à jour les actions',
    );
  }

  findings.sort((a, b) => COMPLIANCE_LEVELS.indexOf(a.level) - COMPLIANCE_LEVELS.indexOf(b.level));
  const count = (level: ComplianceLevel) => findings.filter((f) => f.level === level).length;
  return {
    findings,
    counts: {
      manquement: count('manquement'),
      'à compléter': count('à compléter'),
      'bonne pratique': count('bonne pratique'),
    },
    notApplicable: [
      { code: 'portail-depot', message: COMPLIANCE_TEXTS.portal, article: 'L4121-3-1 V B' },
    ],
  };
}
