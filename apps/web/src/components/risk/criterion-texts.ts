import type { EvalCriterion, EvalLevel, RiskStatus } from '@duerp/domain';

type CriterionField = EvalCriterion['field'];

/** What each criterion measures, as the evaluation grid explains it. */
export const CRITERION_QUESTIONS: Readonly<Record<CriterionField, string>> = {
  evalGravite: 'Quelle serait la gravité des dommages pour la santé des personnes exposées ?',
  evalFrequence:
    'À quelle fréquence, ou pendant combien de temps, les personnes sont-elles exposées au danger ?',
  evalMaitrise:
    'Dans quelle mesure les moyens de prévention déjà en place maîtrisent-ils le risque ?',
};

/** A short explanation of each level of each criterion. */
export const LEVEL_HINTS: Readonly<Record<CriterionField, Readonly<Record<EvalLevel, string>>>> = {
  evalGravite: {
    1: 'Blessure ou gêne légère, sans arrêt de travail.',
    2: 'Accident ou maladie avec arrêt de travail, sans séquelle durable.',
    3: 'Accident ou maladie entraînant une incapacité permanente partielle.',
    4: 'Accident mortel ou incapacité permanente totale.',
  },
  evalFrequence: {
    1: "Exposition exceptionnelle, moins d'une fois par an.",
    2: 'Exposition occasionnelle, quelques fois par an.',
    3: 'Exposition régulière, plusieurs fois par mois ou par semaine.',
    4: 'Exposition quotidienne ou permanente.',
  },
  evalMaitrise: {
    1: 'Mesures collectives efficaces, formation et consignes appliquées, vérifiées régulièrement.',
    2: 'Mesures en place mais incomplètes ou reposant surtout sur les équipements individuels.',
    3: 'Mesures insuffisantes, reposant essentiellement sur la vigilance des personnes.',
    4: 'Aucune mesure de prévention en place.',
  },
};

/** What each band asks of the employer, from the most urgent. */
export const BAND_PRIORITIES: Readonly<Record<RiskStatus, { priority: string; action: string }>> = {
  RED: {
    priority: 'Priorité 1',
    action:
      'Action immédiate : le travail exposé ne devrait pas se poursuivre sans mesure de prévention.',
  },
  ORANGE: {
    priority: 'Priorité 2',
    action: 'Action à court terme, à planifier dans les prochaines semaines.',
  },
  YELLOW: {
    priority: 'Priorité 3',
    action: 'Action à moyen terme, à inscrire au programme annuel de prévention.',
  },
  GREEN: {
    priority: 'Priorité 4',
    action: 'Risque maîtrisé : à surveiller lors de chaque mise à jour du DUERP.',
  },
};
