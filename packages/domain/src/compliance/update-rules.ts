import { pendingEvenements, type EvenementType } from '../living-document/events.js';
import { ANNUAL_UPDATE_EMPLOYEES } from '../living-document/messages.js';
import { plural } from '../text/plural.js';
import type { RuleContext } from './context.js';

/** The events that call for an update under R4121-2 2° and 3°. */
const UPDATE_EVENTS: readonly EvenementType[] = [
  'accident_maladie',
  'amenagement_important',
  'information_nouvelle',
];

/** The updates (R4121-2, L4121-3) and what follows each version: the CSE, the SPST. */
export function updateFindings({
  add,
  step,
  latest,
  effectif,
  yearPassed,
  data,
  duerpId,
  spstSendings,
  records,
}: RuleContext): void {
  if (latest && effectif !== null && effectif >= ANNUAL_UPDATE_EMPLOYEES && yearPassed) {
    add(
      'mise-a-jour-annuelle',
      'manquement',
      'R4121-2 1°',
      `Au moins 11 salariés : le document unique doit être mis à jour au moins chaque année, et la dernière version date de plus de 12 mois. Validez une nouvelle version.`,
      step(7),
      'Valider une nouvelle version',
    );
  }
  // A reason recorded since the last version answers the spaced update.
  const reasoned =
    latest !== null &&
    records.spacedUpdateReason !== null &&
    records.spacedUpdateReasonAt !== null &&
    records.spacedUpdateReasonAt >= latest.creationTime;
  if (
    latest &&
    effectif !== null &&
    effectif < ANNUAL_UPDATE_EMPLOYEES &&
    yearPassed &&
    !reasoned
  ) {
    add(
      'tpe-mise-a-jour',
      'bonne pratique',
      'L4121-3',
      "Moins de 11 salariés : une mise à jour moins fréquente n'est admise que si un niveau équivalent de protection est garanti, et aucune version n'a été validée depuis plus d'un an. Validez une nouvelle version, ou enregistrez pourquoi la mise à jour est espacée.",
      `/duerps/${duerpId}#registres`,
      'Enregistrer le motif',
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
      'R4121-2 2° et 3°',
      `${plural(pending.length, 'événement signalé', 'événements signalés')} (accident, aménagement important ou information nouvelle) ${pending.length > 1 ? 'attendent' : 'attend'} une mise à jour du document unique. Validez une nouvelle version qui en tient compte.`,
      step(7),
      'Valider une nouvelle version',
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
  const sent = latest !== null && spstSendings.some((s) => s.versionId === latest.id);
  if (latest && !consultation?.dateEnvoiSpst && !sent) {
    add(
      'envoi-spst',
      'manquement',
      'L4121-3-1 VI',
      `Le document unique est transmis au service de prévention et de santé au travail à chaque mise à jour : l'envoi de la version ${latest.versionNumber} n'est pas enregistré. Envoyez-la depuis « Historique des versions », ou enregistrez sa remise en main propre.`,
      record,
      'Enregistrer dans « Historique des versions »',
    );
  }
}

/** The access notice (R4121-4, last paragraph): generated, and its posting day recorded. */
export function noticeFindings({ add, latest, records, duerpId }: RuleContext): void {
  if (!latest) return;
  const generated = records.accessNoticeGeneratedAt !== null;
  if (generated && records.accessNoticePostedOn !== null) return;
  add(
    'avis-acces',
    'à compléter',
    'R4121-4',
    generated
      ? "Un avis indiquant les modalités d'accès des travailleurs au document unique est affiché : l'avis a été produit, mais sa date d'affichage n'est pas enregistrée. Enregistrez-la."
      : "Un avis indiquant les modalités d'accès des travailleurs au document unique est affiché : aucun avis n'a encore été produit. Produisez-le, affichez-le et enregistrez sa date d'affichage.",
    `/duerps/${duerpId}#registres`,
    generated ? "Enregistrer la date d'affichage" : "Produire l'avis d'affichage",
  );
}
