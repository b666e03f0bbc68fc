/** The three groups of factors of article L4161-1 of the Code du travail. */
export const PENIBILITE_GROUPES = [
  { id: 'contraintes-physiques', displayName: 'Contraintes physiques marquées' },
  { id: 'environnement-agressif', displayName: 'Environnement physique agressif' },
  { id: 'rythmes-de-travail', displayName: 'Rythmes de travail' },
] as const;
export type PenibiliteGroupeId = (typeof PENIBILITE_GROUPES)[number]['id'];

export interface PenibiliteFacteur {
  id: string;
  displayName: string;
  groupe: PenibiliteGroupeId;
  /** Among the six factors that credit points on the compte professionnel de prévention (L4163-1). */
  isC2P: boolean;
  /**
   * The exposure threshold, only where verified (the six C2P factors, article D4163-2); the
   * other four have none printed here.
   */
  seuil: string | null;
}

/** The ten professional risk factors of article L4161-1, in the article's order. */
export const PENIBILITE_FACTEURS = [
  {
    id: 'manutentions-manuelles',
    displayName: 'Manutentions manuelles de charges',
    groupe: 'contraintes-physiques',
    isC2P: false,
    seuil: null,
  },
  {
    id: 'postures-penibles',
    displayName: 'Postures pénibles',
    groupe: 'contraintes-physiques',
    isC2P: false,
    seuil: null,
  },
  {
    id: 'vibrations-mecaniques',
    displayName: 'Vibrations mécaniques',
    groupe: 'contraintes-physiques',
    isC2P: false,
    seuil: null,
  },
  {
    id: 'agents-chimiques',
    displayName: 'Agents chimiques dangereux',
    groupe: 'environnement-agressif',
    isC2P: false,
    seuil: null,
  },
  {
    id: 'milieu-hyperbare',
    displayName: 'Activités exercées en milieu hyperbare',
    groupe: 'environnement-agressif',
    isC2P: true,
    seuil: 'Interventions ou travaux à 1 200 hectopascals au moins : 60 par an.',
  },
  {
    id: 'temperatures-extremes',
    displayName: 'Températures extrêmes',
    groupe: 'environnement-agressif',
    isC2P: true,
    seuil: 'Température inférieure ou égale à 5 °C ou au moins égale à 30 °C : 900 heures par an.',
  },
  {
    id: 'bruit',
    displayName: 'Bruit',
    groupe: 'environnement-agressif',
    isC2P: true,
    seuil:
      "Au moins 81 dB(A) sur une période de référence de 8 heures : 600 heures par an ; pression acoustique de crête d'au moins 135 dB(C) : 120 fois par an.",
  },
  {
    id: 'travail-de-nuit',
    displayName: 'Travail de nuit',
    groupe: 'rythmes-de-travail',
    isC2P: true,
    seuil: 'Une heure de travail au moins entre minuit et 5 heures : 120 nuits par an.',
  },
  {
    id: 'equipes-successives-alternantes',
    displayName: 'Travail en équipes successives alternantes',
    groupe: 'rythmes-de-travail',
    isC2P: true,
    seuil: 'Une heure de travail au moins entre minuit et 5 heures : 50 nuits par an.',
  },
  {
    id: 'travail-repetitif',
    displayName: 'Travail répétitif',
    groupe: 'rythmes-de-travail',
    isC2P: true,
    seuil:
      '15 actions techniques ou plus pour un temps de cycle de 30 secondes au plus, ou 30 actions techniques ou plus par minute pour un temps de cycle plus long, variable ou absent : 900 heures par an.',
  },
] as const satisfies readonly PenibiliteFacteur[];

export type PenibiliteFacteurId = (typeof PENIBILITE_FACTEURS)[number]['id'];
export const PENIBILITE_FACTEUR_IDS = PENIBILITE_FACTEURS.map((f) => f.id) as [
  PenibiliteFacteurId,
  ...PenibiliteFacteurId[],
];

export function penibiliteFacteur(id: string): PenibiliteFacteur | undefined {
  return PENIBILITE_FACTEURS.find((f) => f.id === id);
}

/** The legal texts the annex is printed under. */
export const PENIBILITE_TEXTS = {
  annexTitle: 'Annexe — Facteurs de risques professionnels (article R4121-1-1)',
  sectionTitle: 'Exposition aux facteurs de pénibilité',
  intro:
    "L'article R4121-1-1 du Code du travail impose de consigner en annexe du document unique les données collectives utiles à l'évaluation des expositions individuelles aux facteurs de risques professionnels de l'article L4161-1, et la proportion de salariés exposés au-delà des seuils, mise à jour avec le document.",
  none: 'aucune exposition au-delà des seuils déclarée',
  /** The annex's sentence when no unit declares anyone exposed. */
  noneDeclared: "Aucune exposition au-delà des seuils n'a été déclarée.",
  c2p: 'Ouvre des points sur le compte professionnel de prévention (article L4163-1).',
  seuilSource: "Seuil d'exposition (article D4163-2)",
} as const;
