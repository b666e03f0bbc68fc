import type { MesureDef } from './define.js';

/** Family 18, Vibrations (sources: SOURCES.md, section « Vibrations »). */
export const MESURES_VIBRATIONS: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_vibrations_mains_bras: [
    {
      texte:
        'Remplacer les outils percutants tenus à la main par des procédés non vibrants ou montés sur engin (brise-roche sur pelle, sciage)',
      principe: 6,
      nature: 'suppression',
      risques: [2],
    },
    {
      texte:
        'Entretenir les outils (affûtage des forets, équilibrage des disques, remplacement des poignées usées)',
      principe: 3,
      nature: 'technique',
    },
    {
      texte:
        "Choisir à l'achat les outils à poignées antivibratiles et au niveau de vibration déclaré le plus bas",
      principe: 5,
      nature: 'technique',
    },
    {
      texte:
        "Estimer l'exposition journalière de chaque opérateur et organiser une rotation pour rester sous 2,5 m/s²",
      principe: 4,
      nature: 'organisationnelle',
    },
    {
      texte:
        "Former les utilisateurs à tenir l'outil sans serrage excessif et à le laisser travailler sans appuyer",
      principe: 9,
      nature: 'formation-information',
    },
    {
      texte:
        "Fournir des gants chauds et secs aux utilisateurs d'outils vibrants qui travaillent au froid",
      principe: 8,
      nature: 'epi',
      risques: [1],
    },
  ],
  cat_vibrations_corps: [
    {
      texte:
        'Reboucher les nids-de-poule, supprimer les seuils des voies de circulation et entretenir les pistes de chantier',
      principe: 3,
      nature: 'technique',
      risques: [2],
    },
    {
      texte: 'Entretenir suspensions, pneumatiques et sièges des engins selon un calendrier noté',
      principe: 3,
      nature: 'technique',
    },
    {
      texte:
        'Choisir des engins et des chariots à siège suspendu réglable selon le poids du conducteur',
      principe: 5,
      nature: 'technique',
    },
    {
      texte:
        'Limiter la vitesse sur les sols dégradés et alterner la conduite avec des tâches à pied',
      principe: 4,
      nature: 'organisationnelle',
    },
    {
      texte:
        "Former les conducteurs au réglage de leur siège et à l'adaptation de la vitesse à l'état du sol",
      principe: 9,
      nature: 'formation-information',
    },
  ],
};
