import { formatDateLong } from '../presentation/dates.js';
import { plural } from '../presentation/plural.js';
import { EVENEMENT_TYPE_LABELS } from '../living-document/events.js';
import { actionName } from './diff-unit.js';
import {
  ACTION_FIELD_NOUNS,
  ENTREPRISE_FIELD_NOUNS,
  RISQUE_FIELD_NOUNS,
  RPS_PART_NOUNS,
  UNITE_FIELD_NOUNS,
  fieldValueText,
  type FieldNoun,
} from './field-nouns.js';
import type { ChangeOp, Scalar } from './changes.js';

const q = (text: Scalar) => `« ${String(text ?? '')} »`;

const inSentence = <F extends string>(nouns: Record<F, FieldNoun>) =>
  Object.fromEntries(Object.entries<FieldNoun>(nouns).map(([f, n]) => [f, n.inSentence])) as Record<
    F,
    string
  >;

/** How each followed field is named in a sentence ("la gravité"), from the one field model. */
const RISQUE_FIELD_LABELS = inSentence(RISQUE_FIELD_NOUNS);
const ACTION_FIELD_LABELS = inSentence(ACTION_FIELD_NOUNS);
const UNITE_FIELD_LABELS = inSentence(UNITE_FIELD_NOUNS);
const ENTREPRISE_FIELD_LABELS = inSentence(ENTREPRISE_FIELD_NOUNS);

/** The fields shown unquoted: the headcounts, and the ratings by their level's name. */
const UNQUOTED = new Set<string>([
  'effectif',
  'effectifFemmes',
  'nombreEmployes',
  'evalGravite',
  'evalFrequence',
  'evalMaitrise',
]);

/**
 * "a passé la maîtrise de « X » (Atelier) de Faible à Forte" (a rating in words, as the editor
 * shows it) and its forms for set, cleared, long texts.
 */
function fieldChange(field: string, label: string, of: string, before: Scalar, after: Scalar) {
  const show = (v: Scalar) => (UNQUOTED.has(field) ? fieldValueText(field, v) : q(v));
  const empty = (v: Scalar) => v === null || v === '';
  if (typeof after === 'boolean') return `a modifié ${label}${of}`;
  if (typeof after === 'string' && after.length > 80) return `a modifié ${label}${of}`;
  if (typeof before === 'string' && before.length > 80) return `a modifié ${label}${of}`;
  if (empty(before)) return `a fixé ${label}${of} à ${show(after)}`;
  if (empty(after)) return `a effacé ${label}${of}`;
  return `a passé ${label}${of} de ${show(before)} à ${show(after)}`;
}

/** A list of names as French writes it: « A », « B » et « C ». */
function names(list: readonly string[]): string {
  const quoted = list.map(q);
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} et ${quoted.at(-1)}`;
}

function added(kind: 'risque' | 'action', count: number, list: string[], unite: string) {
  const one = kind === 'risque' ? 'le risque' : "l'action";
  if (count === 1) return `a ajouté ${one} ${q(list[0] ?? '')} (${unite})`;
  if (count <= list.length) return `a ajouté les ${kind}s ${names(list)} (${unite})`;
  return `a ajouté ${plural(count, kind)} (${unite}), dont ${names(list)}`;
}

const RESTORED: Record<string, string> = {
  unite: "l'unité",
  risque: 'le risque',
  action: "l'action",
};

/** What a change did, without who: "a supprimé le risque « Bruit » (Atelier)". */
export function describeChange(op: ChangeOp): string {
  switch (op.op) {
    case 'unite.added':
      return `a ajouté l'unité ${q(op.unite)}`;
    case 'unite.removed':
      return `a supprimé l'unité ${q(op.unite)}`;
    case 'unite.renamed':
      return `a renommé l'unité ${q(op.before)} en ${q(op.unite)}`;
    case 'unite.changed':
      if (op.field === 'expositionsPenibilite') {
        return `a modifié ${UNITE_FIELD_LABELS[op.field]} de l'unité ${q(op.unite)}`;
      }
      return fieldChange(
        op.field,
        UNITE_FIELD_LABELS[op.field],
        ` de l'unité ${q(op.unite)}`,
        op.before,
        op.after,
      );
    case 'unites.reordered':
      return "a changé l'ordre des unités de travail";
    case 'categorie.added':
      return `a ajouté la catégorie ${q(op.categorie)} (${op.unite})`;
    case 'categorie.removed':
      return `a supprimé la catégorie ${q(op.categorie)} (${op.unite})`;
    case 'categorie.renamed':
      return `a renommé la catégorie ${q(op.before)} (${op.unite}) en ${q(op.after)}`;
    case 'risques.added':
      return added('risque', op.count, op.names, op.unite);
    case 'risque.removed':
      return `a supprimé le risque ${q(op.risque.displayName)} (${op.unite})`;
    case 'risque.changed':
      if (op.field === 'displayName') {
        return `a renommé le risque ${q(op.before)} (${op.unite}) en ${q(op.after)}`;
      }
      if (op.field === 'idCategorie') {
        return `a déplacé le risque ${q(op.risque)} (${op.unite}) dans la catégorie ${q(op.after)}`;
      }
      if (op.field === 'mesuresProposees') {
        return `a modifié ${RISQUE_FIELD_LABELS[op.field]} de ${q(op.risque)} (${op.unite})`;
      }
      return fieldChange(
        op.field,
        RISQUE_FIELD_LABELS[op.field],
        ` de ${q(op.risque)} (${op.unite})`,
        op.before,
        op.after,
      );
    case 'actions.added':
      return added('action', op.count, op.names, op.unite);
    case 'action.removed':
      return `a supprimé l'action ${q(actionName(op.action))} (${op.unite})`;
    case 'action.changed':
      return fieldChange(
        op.field,
        ACTION_FIELD_LABELS[op.field],
        ` de l'action ${q(op.action)} (${op.unite})`,
        op.before,
        op.after,
      );
    case 'entreprise.filled':
      return "a renseigné les informations de l'entreprise";
    case 'entreprise.changed':
      if (op.field === 'isSecteurPublic') {
        return `a indiqué un secteur ${op.after ? 'public' : 'privé'}`;
      }
      if (op.field === 'isEtablissement') {
        return `a choisi pour périmètre ${op.after ? 'un établissement' : "l'entreprise entière"}`;
      }
      return fieldChange(op.field, ENTREPRISE_FIELD_LABELS[op.field], '', op.before, op.after);
    case 'papripact.toggled':
      return op.after ? 'a activé le PAPRIPACT' : 'a désactivé le PAPRIPACT';
    case 'evenement.added':
      return `a signalé un événement : ${EVENEMENT_TYPE_LABELS[op.type]} (${formatDateLong(op.date)})`;
    case 'evenement.removed':
      return `a retiré l'événement : ${EVENEMENT_TYPE_LABELS[op.type]} (${formatDateLong(op.date)})`;
    case 'options.changed':
      return "a changé les options d'affichage du PDF";
    case 'rps.unite.added':
      return `a ajouté l'unité de travail RPS ${q(op.uniteRps)}`;
    case 'rps.unite.removed':
      return `a supprimé l'unité de travail RPS ${q(op.uniteRps)}`;
    case 'rps.changed':
      return `a modifié ${RPS_PART_NOUNS[op.part].inSentence} de l'unité de travail RPS ${q(op.uniteRps)}`;
    case 'rps.dialogue':
      return op.after === null
        ? "a effacé l'état du dialogue social"
        : `a indiqué un dialogue social ${op.after === 'bon' ? 'bon' : 'dégradé'}`;
    case 'version.generated':
      return `a validé la version ${op.versionNumber}`;
    case 'restored':
      return op.kind === 'unite'
        ? `a restauré l'unité ${q(op.name)}`
        : `a restauré ${RESTORED[op.kind]} ${q(op.name)} (${op.unite})`;
  }
}

/** Who did it: the person's e-mail (accounts have no name); a deleted account's writes keep no name. */
export function actorLabel(email: string | null): string {
  return email ?? 'Un compte supprimé';
}

/** The whole sentence: "marie@exemple.fr a passé la gravité de « Chute » (Atelier) de 2 à 3". */
export function historySentence(actor: string, op: ChangeOp): string {
  return `${actor} ${describeChange(op)}`;
}
