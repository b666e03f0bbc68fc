import type { MesureDef } from './define.js';

/** Family 26, Co-activité (sources: SOURCES.md, section « Co-activité et interventions d'entreprises extérieures »). */
export const MESURES_COACTIVITE: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_entreprises_exterieures: [
    {
      texte:
        "Délimiter et baliser la zone d'intervention du prestataire et en interdire l'accès aux autres salariés",
      principe: 8,
      nature: 'technique',
      risques: [1, 2],
    },
    {
      texte:
        "Équiper l'intervenant isolé d'un dispositif d'alarme pour travailleur isolé ou organiser des appels de contrôle",
      principe: 8,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        "Inspecter les lieux avec l'entreprise extérieure avant le début des travaux pour repérer les interférences",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2],
    },
    {
      texte:
        'Établir un plan de prévention écrit pour les opérations de 400 heures et plus sur 12 mois ou de la liste des travaux dangereux',
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4512-7',
      risques: [1, 2],
    },
    {
      texte:
        "Exiger du prestataire la liste et les fiches de données de sécurité des produits qu'il apporte sur le site",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Organiser les interventions de nuit ou en lieu isolé pour que l'intervenant puisse toujours être secouru à bref délai",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4512-13',
      risques: [3],
    },
    {
      texte:
        "Accueillir chaque intervenant avec les consignes du site, les issues de secours et les numéros d'urgence",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 3],
    },
  ],
  cat_coactivite_chantier: [
    {
      texte:
        "Poser des protections collectives communes (garde-corps, filets) et désigner l'entreprise chargée de leur maintien",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Établir un plan d'installation de chantier qui sépare les voies d'engins et les cheminements piétons",
      principe: 8,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        'Désigner un coordonnateur SPS dès la conception lorsque plusieurs entreprises interviennent',
      principe: 7,
      nature: 'organisationnelle',
      article: 'L4532-2',
    },
    {
      texte: "Planifier les phases pour qu'aucune entreprise ne travaille à l'aplomb d'une autre",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Faire constater par écrit la remise en place de toute protection collective déposée avant de quitter la zone',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Tenir une réunion de coordination hebdomadaire et afficher le planning des interventions',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 3],
    },
  ],
  cat_accueil_transporteurs: [
    {
      texte:
        "Équiper les quais de cales ou de feux asservis qui retiennent le camion jusqu'à la fin du chargement",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte: "Aménager pour les chauffeurs un local d'attente hors de la zone de manutention",
      principe: 8,
      nature: 'technique',
      risques: [2, 3],
    },
    {
      texte: 'Faire remettre les clés du camion au quai pendant toute la durée du chargement',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Établir avec chaque transporteur un protocole de sécurité écrit pour le chargement et le déchargement',
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4515-4',
      risques: [1, 2],
    },
    {
      texte:
        'Préciser dans le protocole qui conduit le chariot et où se tient le chauffeur pendant les opérations',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Afficher à l'entrée du site le plan de circulation, les zones interdites et l'emplacement d'attente des chauffeurs",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
  ],
};
