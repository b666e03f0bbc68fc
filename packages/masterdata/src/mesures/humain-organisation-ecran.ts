import type { MesureDef } from './define.js';

/** Family 21, Travail sur écran (sources: SOURCES.md, section « Travail sur écran »). */
export const MESURES_TRAVAIL_ECRAN: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_poste_ecran: [
    {
      texte:
        "Fournir des écrans réglables en hauteur ou des bras d'écran pour placer le haut de l'écran au niveau des yeux",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Fournir un clavier séparé et une souris adaptée à la main de l'utilisateur, posés près du bord du bureau",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Fournir pour l'ordinateur portable un support, un écran, un clavier et une souris séparés au poste habituel",
      principe: 8,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        "Fournir des sièges réglables en hauteur, en profondeur d'assise et en inclinaison du dossier",
      principe: 8,
      nature: 'technique',
      risques: [4],
    },
    {
      texte:
        "Organiser des pauses ou des changements d'activité qui interrompent régulièrement le travail sur écran",
      principe: 4,
      nature: 'organisationnelle',
      article: 'R4542-4',
      risques: [1, 2],
    },
    {
      texte:
        "Faire régler chaque poste à l'arrivée d'un salarié par une personne formée à l'ergonomie du poste informatique",
      principe: 7,
      nature: 'organisationnelle',
    },
    {
      texte:
        'Former les utilisateurs au réglage de leur siège, de leur écran et de la disposition de leur plan de travail',
      principe: 9,
      nature: 'formation-information',
    },
  ],
  cat_fatigue_visuelle: [
    {
      texte:
        'Choisir des écrans mats réglables en luminosité et afficher le texte en caractères sombres sur fond clair',
      principe: 3,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        'Placer les écrans perpendiculairement aux fenêtres, à une distance de 50 à 70 cm des yeux',
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        'Interrompre le travail intensif sur écran par une pause ou une autre activité au moins toutes les heures',
      principe: 4,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Faire bénéficier les salariés travaillant sur écran d'un examen des yeux et de la vue par le médecin du travail",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4542-17',
      risques: [2],
    },
    {
      texte:
        "Fournir les verres correcteurs adaptés à la distance de l'écran lorsque l'examen de la vue les prescrit",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4542-19',
      risques: [2],
    },
  ],
  cat_sedentarite: [
    {
      texte:
        'Équiper les postes de bureaux à hauteur réglable pour alterner position assise et position debout',
      principe: 5,
      nature: 'technique',
    },
    {
      texte:
        "Placer imprimantes, rangements et points d'eau à distance des postes pour provoquer des déplacements",
      principe: 4,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte: 'Programmer sur le poste un rappel de pause active au moins toutes les heures',
      principe: 4,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Informer les salariés des effets de la position assise prolongée et des étirements à faire au poste',
      principe: 9,
      nature: 'formation-information',
    },
  ],
  cat_teletravail: [
    {
      texte:
        'Paramétrer les outils pour suspendre notifications et messagerie en dehors des plages de travail',
      principe: 5,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        'Fournir au télétravailleur un écran, un clavier, une souris et un siège réglable, ou financer leur achat',
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte: "Fixer avec l'équipe un nombre minimal de jours de présence sur site chaque semaine",
      principe: 4,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Faire remplir au télétravailleur une autoévaluation de son poste à domicile, suivie de conseils de réglage',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Tenir une réunion d'équipe hebdomadaire et un entretien régulier entre le télétravailleur et son responsable",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Fixer par écrit les plages horaires où le télétravailleur peut être joint et celles où il ne l'est pas",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Former les télétravailleurs à l'aménagement de leur poste à domicile (hauteur d'écran, siège, éclairage)",
      principe: 9,
      nature: 'formation-information',
      risques: [1],
    },
  ],
};
