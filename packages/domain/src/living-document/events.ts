import { z } from 'zod';
import { calendarDate } from '../calendar/calendar-date.js';
import { requiredText } from '../validation/required.js';
import { LIVING_DOCUMENT_MESSAGES as M } from './messages.js';

/** The events that call for an update of the DUERP (R4121-2 2° and 3°, and requests). */
export const EVENEMENT_TYPES = [
  'accident_maladie',
  'amenagement_important',
  'information_nouvelle',
  'demande_cse_inspection',
  'autre',
] as const;
export type EvenementType = (typeof EVENEMENT_TYPES)[number];

export const EVENEMENT_TYPE_LABELS: Record<EvenementType, string> = {
  accident_maladie: 'Accident du travail / maladie professionnelle',
  amenagement_important: 'Aménagement important (nouvel équipement, locaux, organisation)',
  information_nouvelle: 'Information nouvelle sur un risque',
  demande_cse_inspection: "Demande du CSE ou de l'inspection",
  autre: 'Autre',
};

/** An event stored in the document's data, so that the version answering it keeps it. */
export const EvenementSchema = z.object({
  idEvenement: z.string().min(1).max(100),
  type: z.enum(EVENEMENT_TYPES),
  /** The day the event happened, YYYY-MM-DD. */
  date: z.string().max(10),
  description: z.string().max(2000),
  /** ISO instant it was reported. */
  signaleLe: z.string().max(40),
  /** The number of the version that answers it: the next one when it was reported. */
  versionDeMiseAJour: z.number().int().min(1),
});
export type Evenement = z.infer<typeof EvenementSchema>;

/** Most events a document keeps: an abuse guard, far above any real use. */
export const MAX_EVENEMENTS = 500;

export const SignalerEvenementBodySchema = z.strictObject({
  type: z.enum(EVENEMENT_TYPES, { error: M.evenementTypeRequired }),
  /** The day it happened: not after today. */
  date: calendarDate({
    required: M.evenementDateRequired,
    invalid: M.evenementDateInvalid,
    future: M.evenementDateFuture,
  }),
  description: requiredText(M.evenementDescriptionRequired, 2000),
});
export type SignalerEvenementBody = z.infer<typeof SignalerEvenementBodySchema>;

/** Withdraws an event reported by mistake, as long as no version answered it yet. */
export const RetirerEvenementBodySchema = z.strictObject({
  idEvenement: EvenementSchema.shape.idEvenement,
});
export type RetirerEvenementBody = z.infer<typeof RetirerEvenementBodySchema>;

/** Events not yet answered by a version: the document needs an update ("Mise à jour requise"). */
export function pendingEvenements(
  evenements: readonly Evenement[] | undefined,
  lastVersionNumber: number,
): Evenement[] {
  return (evenements ?? []).filter((e) => e.versionDeMiseAJour > lastVersionNumber);
}

/** The events version `versionNumber` answers: its "Motifs de la mise à jour". */
export function evenementsAnsweredBy(
  evenements: readonly Evenement[] | undefined,
  versionNumber: number,
): Evenement[] {
  return (evenements ?? []).filter((e) => e.versionDeMiseAJour === versionNumber);
}
