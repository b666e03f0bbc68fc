import { EDITOR_MESSAGES } from './editor-messages.js';
import type { DuerpData } from './schemas.js';

export interface CompletenessProblem {
  message: string;
  /** The editor step that fixes it. */
  step: 2 | 3 | 4 | 5 | 6;
}

const REQUIRED_COMPANY_FIELDS = [
  'nom',
  'siret',
  'secteurDActivite',
  'nombreEmployes',
  'adresse',
  'nomDuRepresentantLegal',
] as const;

/**
 * Everything that prevents validating a version, in editor order. The
 * editor lists these and the API refuses to generate while any remains.
 */
export function completenessProblems(data: DuerpData): CompletenessProblem[] {
  const problems: CompletenessProblem[] = [];
  const entreprise = data.entreprise;
  const companyIncomplete =
    !entreprise ||
    REQUIRED_COMPANY_FIELDS.some((field) => {
      const value = entreprise[field];
      return value === null || (typeof value === 'string' && value.trim() === '');
    });
  if (companyIncomplete) {
    problems.push({ step: 2, message: "Les informations de l'entreprise sont incomplètes." });
  }
  if (data.unitesDeTravail.length === 0) {
    problems.push({ step: 3, message: "Aucune unité de travail n'a été ajoutée." });
  }
  for (const unite of data.unitesDeTravail) {
    if (unite.risques.length === 0) {
      problems.push({
        step: 4,
        message: `L'unité de travail « ${unite.displayName} » ne contient aucun risque.`,
      });
    }
    for (const categorie of unite.categorieDeRisques) {
      if (!unite.risques.some((r) => r.idCategorie === categorie.idCategorie)) {
        problems.push({
          step: 4,
          message: `La catégorie « ${categorie.displayName} » de l'unité « ${unite.displayName} » ne contient aucun risque.`,
        });
      }
    }
    if (unite.risques.some((r) => r.displayName.trim() === '')) {
      problems.push({
        step: 4,
        message: `Un risque de l'unité « ${unite.displayName} » n'a pas de nom.`,
      });
    }
  }
  const unevaluated = data.unitesDeTravail.flatMap((u) =>
    u.risques.filter((r) => !r.isRisqueEvalue),
  );
  if (unevaluated.length === 1) {
    problems.push({
      step: 5,
      message: `Le risque « ${unevaluated[0]?.displayName ?? ''} » n'est pas évalué.`,
    });
  } else if (unevaluated.length > 1) {
    problems.push({ step: 5, message: `${unevaluated.length} risques ne sont pas évalués.` });
  }
  if (
    data.isPapripactEnabled &&
    !data.unitesDeTravail.some((u) => u.papripactActionsPreventives.length > 0)
  ) {
    problems.push({ step: 6, message: EDITOR_MESSAGES.atLeastOneAction });
  }
  return problems;
}
