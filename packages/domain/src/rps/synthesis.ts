import { FACTEURS_RPS, FAMILLES_RPS, type FamilleRpsId, type PolariteRps } from './grid.js';
import { QUESTIONS_SIMPLIFIEES_RPS } from './light-grid.js';
import { FREQUENCES_RPS, type FrequenceRps, type NiveauRps, type UniteRps } from './schemas.js';

/**
 * The risk an answer means, 0 (none) to 3 (most): its rank among the frequencies for a factor
 * worded as a risk, the reverse for one worded as a resource (« souvent soutenu » is low risk).
 */
export function scoreReponseRps(reponse: FrequenceRps, polarite: PolariteRps): number {
  const rank = FREQUENCES_RPS.indexOf(reponse);
  return polarite === 'risque' ? rank : FREQUENCES_RPS.length - 1 - rank;
}

/**
 * A family's level from its answered factors' scores: the mean below 1 is « faible », below 2
 * « modéré », else « élevé »; a factor at the worst answer makes the family at least « modéré »
 * (one extreme situation is not averaged away). Null while no factor of the family is answered.
 */
export function niveauFromScores(scores: readonly number[]): NiveauRps | null {
  if (scores.length === 0) return null;
  const mean = scores.reduce((sum, s) => sum + s, 0) / scores.length;
  const niveau: NiveauRps = mean < 1 ? 'faible' : mean < 2 ? 'modere' : 'eleve';
  return niveau === 'faible' && scores.includes(3) ? 'modere' : niveau;
}

/** A family of an RPS unit as the synthesis shows it. */
export interface SyntheseFamilleRps {
  famille: FamilleRpsId;
  label: string;
  /** The level the answers give (null: nothing answered). */
  niveauCalcule: NiveauRps | null;
  /** The level retained: the group's when it adjusted it, else the computed one. */
  niveau: NiveauRps | null;
  /** The group's reason when it adjusted the level (null otherwise). */
  motifAjustement: string | null;
  nombreReponses: number;
  nombreQuestions: number;
}

interface Answered {
  famille: FamilleRpsId;
  polarite: PolariteRps;
  reponse: FrequenceRps | null;
}

/** Each question of the unit's path with the answer stored for it (null when none). */
function answeredQuestions(unite: UniteRps): Answered[] {
  if (unite.mode === 'simplifie') {
    const answers = new Map(unite.reponsesSimplifiees.map((r) => [r.idQuestion, r.reponse]));
    return QUESTIONS_SIMPLIFIEES_RPS.map((q) => ({ ...q, reponse: answers.get(q.id) ?? null }));
  }
  const answers = new Map(unite.reponses.map((r) => [r.idFacteur, r.reponse]));
  return FACTEURS_RPS.map((f) => ({ ...f, reponse: answers.get(f.id) ?? null }));
}

/** The synthesis of an RPS unit: the 7 families in the grid's order, with the group's overrides. */
export function syntheseUniteRps(unite: UniteRps): SyntheseFamilleRps[] {
  const questions = answeredQuestions(unite);
  return FAMILLES_RPS.map(({ id, label }) => {
    const ofFamily = questions.filter((q) => q.famille === id);
    const scores = ofFamily.flatMap((q) =>
      q.reponse === null ? [] : [scoreReponseRps(q.reponse, q.polarite)],
    );
    const niveauCalcule = niveauFromScores(scores);
    const ajustement = unite.ajustements.find((a) => a.famille === id);
    return {
      famille: id,
      label,
      niveauCalcule,
      niveau: ajustement ? ajustement.niveau : niveauCalcule,
      motifAjustement: ajustement ? ajustement.motif : null,
      nombreReponses: scores.length,
      nombreQuestions: ofFamily.length,
    };
  });
}
