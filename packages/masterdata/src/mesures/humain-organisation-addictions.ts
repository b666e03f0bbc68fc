import type { MesureDef } from './define.js';

/** Family 20, Pratiques addictives (sources: SOURCES.md, section « Pratiques addictives »). */
export const MESURES_PRATIQUES_ADDICTIVES: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_alcool: [
    {
      texte:
        "Servir uniquement des boissons sans alcool lors des pots et des événements organisés par l'entreprise",
      principe: 1,
      nature: 'suppression',
      risques: [1, 2],
    },
    {
      texte:
        "Limiter ou interdire l'alcool par le règlement intérieur pour les postes où la sécurité l'exige",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4228-20',
      risques: [1],
    },
    {
      texte:
        "Écrire une procédure de retrait du poste d'un salarié en état d'ivresse, avec mise en sécurité et raccompagnement",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4228-21',
      risques: [1, 3],
    },
    {
      texte:
        "Prévoir un conducteur désigné, un taxi payé par l'entreprise ou un hébergement après les repas d'affaires et les pots",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte: 'Mettre des éthylotests à la disposition des participants lors des événements festifs',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Orienter le salarié en difficulté vers le médecin du travail dans le cadre d'une démarche écrite",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Former l'encadrement à la conduite à tenir face à un salarié au comportement inhabituel",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 3],
    },
    {
      texte:
        "Informer les salariés des effets de l'alcool sur la vigilance et des aides disponibles (médecin du travail, écoute)",
      principe: 9,
      nature: 'formation-information',
      risques: [3],
    },
  ],
  cat_drogues_medicaments: [
    {
      texte:
        'Réduire les horaires extrêmes, la charge physique et la pression temporelle cités comme motifs de consommation',
      principe: 4,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Lister dans le règlement intérieur les postes de sécurité pouvant faire l'objet d'un dépistage, avec ses modalités",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Écrire une procédure de retrait du poste d'un salarié présentant un trouble de la vigilance ou du comportement",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2],
    },
    {
      texte:
        "Orienter le salarié en difficulté vers le médecin du travail ou une consultation d'addictologie",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 3],
    },
    {
      texte:
        "Former l'encadrement au repérage des troubles de la vigilance et à la procédure de retrait du poste",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2],
    },
    {
      texte:
        'Demander aux salariés des postes de sécurité de signaler au médecin du travail tout traitement qui rend somnolent',
      principe: 9,
      nature: 'formation-information',
      risques: [2],
    },
  ],
  cat_tabac: [
    {
      texte:
        "Aménager un emplacement fumeurs extérieur et abrité, éloigné des entrées et des prises d'air",
      principe: 8,
      nature: 'technique',
    },
    {
      texte:
        "Installer à l'emplacement fumeurs des cendriers-éteignoirs métalliques, loin des stockages combustibles",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Interdire de fumer dans tous les locaux de travail fermés et couverts et l'indiquer par une signalisation",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R3512-2',
      risques: [1],
    },
    {
      texte: 'Interdire de vapoter dans les locaux de travail fermés et couverts à usage collectif',
      principe: 7,
      nature: 'organisationnelle',
      article: 'L3513-6',
      risques: [1],
    },
    {
      texte:
        'Interdire de fumer près des stockages de cartons, de palettes et de produits inflammables, avec affichage',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
  ],
};
