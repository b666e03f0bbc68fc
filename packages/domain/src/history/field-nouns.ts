import type { Entreprise } from '../duerp/schemas.js';
import { isEvalLevel, type EvalCriterion } from '../risk/scales.js';
import { shownLevelOf } from '../risk/presentation.js';
import type {
  ActionHistoryField,
  RisqueHistoryField,
  RpsHistoryPart,
  UniteHistoryField,
} from './changes.js';

/**
 * A field as French names it: its label where the form shows it (« Adresse »), in a sentence with
 * its article (« l'adresse »), and its gender and number, so that what agrees with it agrees
 * (« Adresse modifiée », « Remarques modifiées »).
 */
export interface FieldNoun {
  label: string;
  inSentence: string;
  feminine: boolean;
  plural: boolean;
}

const noun = (label: string, inSentence: string, gender: 'm' | 'f', plural = false) => ({
  label,
  inSentence,
  feminine: gender === 'f',
  plural,
});

/** The fields of a risk the history and the live form follow. */
export const RISQUE_FIELD_NOUNS: Record<RisqueHistoryField, FieldNoun> = {
  displayName: noun('Risque', 'le nom', 'm'),
  idCategorie: noun('Catégorie', 'la catégorie', 'f'),
  danger: noun('Danger', 'le danger', 'm'),
  remarques: noun('Remarques', 'les remarques', 'f', true),
  evalGravite: noun('Gravité', 'la gravité', 'f'),
  evalFrequence: noun('Fréquence', 'la fréquence', 'f'),
  evalMaitrise: noun('Maîtrise', 'la maîtrise', 'f'),
  mesuresExistantes: noun('Mesures existantes', 'les mesures existantes', 'f', true),
  isExpositionDifferenciee: noun(
    'Exposition différenciée',
    "l'exposition différenciée femmes-hommes",
    'f',
  ),
  expositionDifferencieeNote: noun(
    "Note sur l'exposition différenciée",
    "la note sur l'exposition différenciée",
    'f',
  ),
  mesuresProposees: noun('Mesures proposées', 'les mesures proposées', 'f', true),
};

export const ACTION_FIELD_NOUNS: Record<ActionHistoryField, FieldNoun> = {
  descriptionDeLaMesure: noun('Description de la mesure', 'la description', 'f'),
  responsable: noun('Responsable', 'le responsable', 'm'),
  budget: noun('Budget', 'le budget', 'm'),
  date: noun('Date', 'la date', 'f'),
  statut: noun('Statut', 'le statut', 'm'),
  idRisqueAssocie: noun('Risque associé', 'le risque associé', 'm'),
};

export const UNITE_FIELD_NOUNS: Record<UniteHistoryField, FieldNoun> = {
  effectif: noun('Effectif', "l'effectif", 'm'),
  effectifFemmes: noun('Effectif féminin', "l'effectif féminin", 'm'),
  expositionsPenibilite: noun(
    'Expositions aux facteurs de pénibilité',
    'les expositions aux facteurs de pénibilité',
    'f',
    true,
  ),
};

export const ENTREPRISE_FIELD_NOUNS: Record<keyof Entreprise, FieldNoun> = {
  nom: noun('Raison sociale', 'la raison sociale', 'f'),
  siret: noun('N° SIRET', 'le SIRET', 'm'),
  secteurDActivite: noun("Secteur d'activité", "le secteur d'activité", 'm'),
  isSecteurPublic: noun('Type de structure', 'le type de secteur', 'm'),
  adresse: noun('Adresse', "l'adresse", 'f'),
  nomDuRepresentantLegal: noun('Nom du représentant légal', 'le représentant légal', 'm'),
  nombreEmployes: noun("Nombre d'employés", "le nombre d'employés", 'm'),
  isEtablissement: noun('Périmètre du DUERP', 'le périmètre', 'm'),
  nomDeLEtablissement: noun("Nom de l'établissement", "le nom de l'établissement", 'm'),
};

/** The parts of an RPS unit the history follows (issue 43). */
export const RPS_PART_NOUNS: Record<RpsHistoryPart, FieldNoun> = {
  perimetre: noun('Périmètre', 'le périmètre', 'm'),
  seance: noun('Séance', 'la séance', 'f'),
  reponses: noun('Réponses du groupe', 'les réponses du groupe', 'f', true),
  reponsesSimplifiees: noun('Auto-évaluation simplifiée', "l'auto-évaluation simplifiée", 'f'),
  ajustements: noun('Synthèse', 'la synthèse', 'f'),
  actions: noun('Actions', 'les actions', 'f', true),
};

/** A past participle agreeing with the field: « modifiée » for « Adresse ». */
export function agreeWith(field: FieldNoun, participle: string): string {
  return `${participle}${field.feminine ? 'e' : ''}${field.plural ? 's' : ''}`;
}

const EVAL_FIELDS = new Set<string>(['evalGravite', 'evalFrequence', 'evalMaitrise']);
const isEvalField = (field: string): field is EvalCriterion['field'] => EVAL_FIELDS.has(field);

/**
 * A field's value in words, as the editor shows it: a rating by its level's name (« Forte » for
 * a maîtrise stored as 1), a yes/no in French, anything else as it is.
 */
export function fieldValueText(field: string, value: unknown): string {
  if (isEvalField(field) && isEvalLevel(value)) return shownLevelOf(field, value).label;
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
