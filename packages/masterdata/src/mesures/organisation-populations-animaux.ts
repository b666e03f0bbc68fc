import type { MesureDef } from './define.js';

/** Family 29, Contact avec les animaux (sources: SOURCES.md, section « Contact avec les animaux »). */
export const MESURES_ANIMAUX: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_contention_animaux: [
    {
      texte:
        "Sédater avant l'examen l'animal agressif ou impossible à maintenir, lorsque son état le permet",
      principe: 1,
      nature: 'suppression',
      risques: [1, 2],
    },
    {
      texte:
        'Équiper la salle de soins de muselières, cages de contention et filets adaptés aux chiens et aux chats',
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte: 'Examiner chevaux et bovins dans un travail, un box ou un couloir de contention',
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Installer une table d'examen à hauteur variable et un chariot de transfert pour les animaux lourds",
      principe: 8,
      nature: 'technique',
      article: 'R4541-5',
      risques: [3],
    },
    {
      texte:
        'Prévoir des boîtes de contention et des gants épais adaptés à chaque espèce de nouvel animal de compagnie',
      principe: 8,
      nature: 'technique',
      risques: [4],
    },
    {
      texte:
        'Soulever à deux les animaux lourds qui ne peuvent pas être transférés par une aide mécanique',
      principe: 4,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Demander au propriétaire, avant l'examen, le comportement de l'animal et s'il a déjà mordu",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 4],
    },
    {
      texte:
        'Former vétérinaires et auxiliaires aux techniques de contention propres à chaque espèce',
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2, 4],
    },
    {
      texte:
        "Former l'équipe à l'utilisation de la table à hauteur variable et du chariot pour déplacer les animaux lourds",
      principe: 9,
      nature: 'formation-information',
      risques: [3],
    },
    {
      texte: 'Fournir des gants anti-morsure pour la contention des animaux agressifs',
      principe: 8,
      nature: 'epi',
      risques: [1, 4],
    },
    {
      texte:
        'Fournir des chaussures de sécurité à coque aux intervenants auprès des grands animaux',
      principe: 8,
      nature: 'epi',
      risques: [2],
    },
  ],
  cat_hebergement_animaux: [
    {
      texte:
        "Traiter acoustiquement le chenil (plafond et murs absorbants) et le séparer des bureaux et de l'accueil",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Ventiler mécaniquement les zones d'hébergement et nettoyer à l'humide plutôt qu'au balai",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte: "Nettoyer les cages une fois l'animal sorti ou isolé derrière une séparation mobile",
      principe: 8,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        "Orienter les salariés allergiques vers le médecin du travail pour l'adaptation de leur poste",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Signaler sur la porte de chaque cage les animaux agressifs et les consignes pour les sortir',
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        'Mettre des protecteurs auditifs à disposition dès 80 dB(A) et les faire porter dès 85 dB(A) dans le chenil',
      principe: 8,
      nature: 'epi',
      article: 'R4434-7',
      risques: [1],
    },
    {
      texte: 'Fournir des gants et des masques FFP2 pour le nettoyage des cages et des litières',
      principe: 8,
      nature: 'epi',
      risques: [2],
    },
  ],
  cat_animaux_interventions: [
    {
      texte:
        'Repérer les nids de guêpes et de frelons avant les travaux et les faire détruire par une entreprise spécialisée',
      principe: 1,
      nature: 'suppression',
      risques: [2],
    },
    {
      texte:
        "Demander au client d'attacher ou d'enfermer son chien avant le passage et noter les adresses concernées",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte: 'Autoriser le livreur à ne pas entrer dans une propriété où un chien est en liberté',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Équiper chaque équipe d'une trousse de secours et d'un téléphone, avec la conduite à tenir en cas de piqûre (appel du 15)",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Faire examiner la peau après chaque intervention en zone boisée et retirer les tiques au tire-tique',
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        'Informer les salariés exposés des signes de la maladie de Lyme (érythème migrant) et de la consultation à faire',
      principe: 9,
      nature: 'formation-information',
      risques: [3],
    },
    {
      texte:
        "Former les livreurs et intervenants à l'approche d'un chien inconnu et aux attitudes qui évitent la morsure",
      principe: 9,
      nature: 'formation-information',
      risques: [1],
    },
    {
      texte:
        "Fournir des vêtements longs et clairs, un répulsif cutané et un tire-tique aux équipes d'espaces verts",
      principe: 8,
      nature: 'epi',
      risques: [3],
    },
  ],
};
