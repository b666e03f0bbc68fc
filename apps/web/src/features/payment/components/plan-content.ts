import type { PlanCode } from '@duerp/domain/payment';

/** What a paid plan unlocks. */
export const PAID_FEATURES = [
  'Le PDF complet de votre DUERP, sans filigrane',
  'La sauvegarde permanente de votre document',
  'Des modifications illimitées',
  "L'historique de vos versions",
  'Le tableau de synthèse interactif',
] as const;

export const FREE_FEATURES = [
  'La création complète de votre DUERP',
  'Le téléchargement d’un PDF de démonstration',
] as const;

export const FREE_EXCLUDED = ['Le PDF complet', 'La vue interactive'] as const;

/** The benefits listed in the basket, per plan. */
export function includedBenefits(plan: PlanCode): string[] {
  const scope =
    plan === 'SUBPLAN_PREMIUM'
      ? "L'accès complet à tous vos DUERP, jusqu'à 5, pendant un an"
      : "L'accès complet à ce DUERP pendant un an";
  return [
    scope,
    ...PAID_FEATURES,
    'Un abonnement annuel, dont vous pouvez annuler le renouvellement à tout moment depuis « Mon compte »',
  ];
}
