import type { MesureDef } from './define.js';

/** Family 11, Bruit (sources: SOURCES.md, section « Bruit »). */
export const MESURES_BRUIT: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_bruit_machines: [
    {
      texte:
        "Choisir à l'achat les machines et outils au niveau sonore déclaré le plus bas et remplacer les plus bruyants",
      principe: 6,
      nature: 'suppression',
      risques: [1, 2, 3],
    },
    {
      texte:
        'Encoffrer les machines bruyantes ou les installer dans un local séparé des autres postes de travail',
      principe: 3,
      nature: 'technique',
      risques: [1, 2, 3],
    },
    {
      texte:
        "Traiter acoustiquement l'atelier (plafond absorbant, écrans acoustiques entre les postes)",
      principe: 8,
      nature: 'technique',
      risques: [1, 3],
    },
    {
      texte:
        "Doubler les alarmes et avertisseurs sonores d'un signal lumineux (flash, gyrophare) dans les zones bruyantes",
      principe: 8,
      nature: 'technique',
      risques: [4],
    },
    {
      texte:
        "Séparer par un marquage au sol ou des barrières les allées piétonnes des voies d'engins dans les ateliers bruyants",
      principe: 8,
      nature: 'technique',
      risques: [4],
    },
    {
      texte:
        "Mesurer l'exposition sonore de chaque poste et signaler par des panneaux les zones au-delà de 85 dB(A) ou de 137 dB(C) en crête",
      principe: 2,
      nature: 'organisationnelle',
      risques: [1, 2, 3],
    },
    {
      texte:
        'Limiter la durée passée aux tâches les plus bruyantes par une rotation des opérateurs',
      principe: 4,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Former les salariés exposés à la pose correcte des bouchons d'oreilles et des casques antibruit",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2],
    },
    {
      texte:
        'Mettre des protecteurs auditifs adaptés à disposition dès 80 dB(A) et en faire porter dès 85 dB(A)',
      principe: 8,
      nature: 'epi',
      article: 'R4434-7',
      risques: [1, 2, 3],
    },
    {
      texte:
        'Choisir des protecteurs auditifs à atténuation juste suffisante, qui laissent entendre les alarmes et les véhicules',
      principe: 8,
      nature: 'epi',
      risques: [4],
    },
  ],
  cat_bruit_ambiant: [
    {
      texte: "Regrouper imprimantes et photocopieurs dans un local fermé, à l'écart des bureaux",
      principe: 3,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Entretenir la ventilation et la climatisation pour supprimer les bruits de soufflerie et de vibration',
      principe: 3,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Poser un plafond absorbant et des cloisons ou écrans acoustiques entre les groupes de postes',
      principe: 8,
      nature: 'technique',
    },
    {
      texte:
        'Aménager des bulles ou des petites salles fermées pour les appels téléphoniques et les réunions imprévues',
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Fixer avec l'équipe des règles d'usage du bureau ouvert (appels en bulle, zones calmes signalées)",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
  ],
  cat_bruit_enfants: [
    {
      texte:
        'Poser des patins sous les pieds des chaises et des tables et choisir une vaisselle et des plateaux peu sonores',
      principe: 3,
      nature: 'technique',
    },
    {
      texte:
        'Traiter acoustiquement le réfectoire, le préau ou la salle de motricité (plafond et murs absorbants)',
      principe: 8,
      nature: 'technique',
    },
    {
      texte:
        "Répartir le repas en plusieurs services pour réduire le nombre d'enfants présents en même temps",
      principe: 4,
      nature: 'organisationnelle',
    },
    {
      texte:
        "Aménager pour le personnel une salle de pause calme, à l'écart des espaces des enfants",
      principe: 4,
      nature: 'organisationnelle',
    },
    {
      texte:
        'Proposer au personnel exposé des bouchons filtrants qui atténuent les cris sans couper la parole',
      principe: 8,
      nature: 'epi',
      risques: [2],
    },
  ],
  cat_casques_telephoniques: [
    {
      texte:
        "Équiper les postes de casques ou de boîtiers munis d'un limiteur contre les chocs acoustiques",
      principe: 3,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        'Fournir à chaque téléopérateur un casque individuel à deux écouteurs, au réglage de volume à portée de main',
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Réduire le bruit du plateau (traitement acoustique, espacement des postes) pour permettre une écoute à faible volume',
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte: 'Organiser des pauses sans casque et une alternance avec des tâches hors téléphone',
      principe: 4,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Écrire une procédure de signalement des chocs acoustiques (déclaration, orientation vers le médecin du travail)',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Former les téléopérateurs au réglage du volume et à la conduite à tenir après un choc acoustique',
      principe: 9,
      nature: 'formation-information',
    },
  ],
};
