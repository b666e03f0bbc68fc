import type { MesureDef } from './define.js';

/** Family 25, Organisation du travail (sources: SOURCES.md, section « Organisation du travail, horaires atypiques et travail de nuit »). */
export const MESURES_ORGANISATION_TRAVAIL: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_travail_nuit: [
    {
      texte:
        'Réserver le travail de nuit aux seules activités qui ne peuvent pas être faites de jour',
      principe: 1,
      nature: 'suppression',
    },
    {
      texte:
        'Aménager une salle de repos où une courte sieste est possible pendant la pause de nuit',
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte: 'Limiter à 8 heures la durée quotidienne du poste de nuit',
      principe: 4,
      nature: 'organisationnelle',
      article: 'L3122-6',
      risques: [1, 2],
    },
    {
      texte: 'Organiser des rotations courtes, dans le sens matin, après-midi puis nuit',
      principe: 4,
      nature: 'organisationnelle',
      risques: [1, 3],
    },
    {
      texte:
        'Éviter les tâches dangereuses et les efforts physiques en fin de nuit et prévoir une pause avec collation',
      principe: 4,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Faire passer la visite d'information et de prévention avant l'affectation à un poste de nuit",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4624-18',
      risques: [1],
    },
    {
      texte:
        "Communiquer les plannings au moins un mois à l'avance et placer des repos réguliers le week-end",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Informer les travailleurs de nuit sur le sommeil, l'alimentation et la conduite au retour du poste",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2],
    },
  ],
  cat_horaires_amplitude: [
    {
      texte:
        'Établir les plannings pour garantir au moins 11 heures de repos consécutives entre deux journées',
      principe: 4,
      nature: 'organisationnelle',
      article: 'L3131-1',
      risques: [1, 3],
    },
    {
      texte:
        "Regrouper les plages horaires pour réduire les coupures et publier les plannings à l'avance",
      principe: 4,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Répartir les astreintes entre plusieurs salariés et accorder un repos après une intervention de nuit',
      principe: 4,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        'Limiter la durée quotidienne à 10 heures et relever les heures pour repérer les dépassements',
      principe: 7,
      nature: 'organisationnelle',
      article: 'L3121-18',
      risques: [1],
    },
    {
      texte:
        "Fixer un délai de prévenance pour tout changement d'horaire et l'inscrire dans une note de service",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
  ],
  cat_organisation_defaillante: [
    {
      texte: "Suspendre les tâches non essentielles quand l'effectif descend sous le minimum fixé",
      principe: 4,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Remettre et expliquer avant la prise de poste une fiche de consignes de sécurité pour chaque poste à risque',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Désigner un tuteur qui accompagne le salarié pendant ses premiers jours sur une tâche nouvelle',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte: 'Fixer un effectif minimal par poste et constituer un vivier de remplaçants formés',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Convenir avec les clients de délais minimaux de commande et garder une marge pour les imprévus dans le planning',
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Noter les urgences subies dans un tableau de suivi et en analyser les causes avec l'équipe chaque mois",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Former à la sécurité du poste tout salarié à l'embauche et à chaque changement de poste ou de technique",
      principe: 9,
      nature: 'formation-information',
      article: 'L4141-2',
      risques: [1],
    },
  ],
  cat_grands_deplacements: [
    {
      texte:
        'Remplacer les déplacements qui ne sont pas indispensables par des réunions à distance',
      principe: 1,
      nature: 'suppression',
    },
    {
      texte:
        "Accorder un temps de récupération après les vols long-courriers et ne pas faire conduire à l'arrivée d'un vol de nuit",
      principe: 4,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Consulter avant chaque mission les conseils aux voyageurs du ministère des Affaires étrangères et y inscrire le salarié',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Faire une consultation médicale avant le départ (vaccins, trousse) et souscrire une assistance rapatriement',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
  ],
};
