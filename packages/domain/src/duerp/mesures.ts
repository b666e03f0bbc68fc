import { z } from 'zod';
import { freeText } from '../validation/free-text.js';

/**
 * The kinds of prevention measure, in the order L4121-2 asks them to be preferred: removing the
 * hazard, collective (technical) protection, organisation, training and information, and last
 * personal protective equipment (8° gives collective protection priority over individual).
 */
export const NATURES_DE_MESURE = [
  'suppression',
  'technique',
  'organisationnelle',
  'formation-information',
  'epi',
] as const;
export const NatureDeMesureSchema = z.enum(NATURES_DE_MESURE);
export type NatureDeMesure = z.infer<typeof NatureDeMesureSchema>;

/**
 * A measure the catalogue proposes for a premade risk. `principe` is its rank among the nine
 * general principles of prevention of article L4121-2 of the Code du travail (1° éviter les
 * risques … 9° donner les instructions appropriées); `article` is set only where a regulation
 * requires the measure, and is then one the catalogue's thresholds already cite.
 */
export const MesureProposeeSchema = z.object({
  idMesure: z.string(),
  texte: z.string(),
  principe: z.number().int().min(1).max(9),
  nature: NatureDeMesureSchema,
  article: z.string().nullable(),
});
export type MesureProposee = z.infer<typeof MesureProposeeSchema>;

/** The answers to « Cette mesure est-elle en place ? » (OiRA's question, issue 41). */
export const ETATS_DE_MESURE = ['en-place', 'pas-en-place', 'non-concerne'] as const;
export const EtatDeMesureSchema = z.enum(ETATS_DE_MESURE);
export type EtatDeMesure = z.infer<typeof EtatDeMesureSchema>;

/**
 * A proposed measure as a document keeps it: its catalogue text is copied in, so that a version
 * prints what the person answered even after the catalogue's wording changes.
 */
export const MesureChoisieSchema = MesureProposeeSchema.extend({
  idMesure: z.string().min(1).max(100),
  texte: freeText()
    .trim()
    .min(1, 'Le texte d’une mesure proposée est vide.')
    .max(500, 'Le texte d’une mesure proposée dépasse 500 caractères.'),
  article: z.string().max(30).nullable(),
  etat: z.enum(ETATS_DE_MESURE, {
    error: 'Une mesure proposée est « En place », « Pas en place » ou « Non concerné ».',
  }),
});
export type MesureChoisie = z.infer<typeof MesureChoisieSchema>;

/** The most measures a risk keeps answered (the catalogue proposes 2 to 6). */
export const MAX_MESURES_CHOISIES = 50;

/** A risk's answered measures: at most 50, each measure once. */
export const MesuresChoisiesSchema = z
  .array(MesureChoisieSchema)
  .max(MAX_MESURES_CHOISIES, {
    message: `Un risque compte au plus ${MAX_MESURES_CHOISIES} mesures proposées.`,
  })
  .refine((mesures) => new Set(mesures.map((m) => m.idMesure)).size === mesures.length, {
    message: "Chaque mesure proposée ne peut figurer qu'une fois par risque.",
  });

/** How the editor names each kind of measure. */
export const NATURE_DE_MESURE_LABELS: Record<NatureDeMesure, string> = {
  suppression: 'Suppression du risque',
  technique: 'Protection collective',
  organisationnelle: 'Organisation du travail',
  'formation-information': 'Formation, information',
  epi: 'Protection individuelle (EPI)',
};

/** The three answers as the evaluation modal shows them (issue 41). */
export const ETAT_DE_MESURE_LABELS: Record<EtatDeMesure, string> = {
  'en-place': 'En place',
  'pas-en-place': 'Pas en place',
  'non-concerne': 'Non concerné',
};
