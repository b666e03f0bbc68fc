import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 2, chutes de hauteur: ladders, roofs and edges, scaffolds (sources: SOURCES.md).
 */
export const MESURES_CHUTES_HAUTEUR = mesuresParCategorie(
  {
    cat_echelles_escabeaux: [
      {
        texte:
          "Ranger les objets d'usage courant entre la hauteur des genoux et celle des épaules pour supprimer les accès en hauteur",
        principe: 1,
        nature: 'suppression',
        risques: [1, 3],
      },
      {
        texte:
          'Remplacer les échelles et escabeaux utilisés comme poste de travail par une plateforme individuelle roulante (PIRL) à garde-corps',
        principe: 6,
        nature: 'suppression',
        article: 'R4323-63',
        risques: [1, 2, 4],
      },
      {
        texte:
          'Mettre un marchepied ou un escabeau à plateforme et garde-corps dans chaque local où des objets sont rangés en hauteur',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Équiper les échelles de patins antidérapants et d'une barre stabilisatrice, et les attacher en tête avant d'y monter",
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Fournir une ceinture porte-outils ou un seau à corde pour monter outils et petites charges sans les tenir à la main',
        principe: 3,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Contrôler chaque année les échelles et escabeaux, consigner le contrôle et retirer du service ceux qui sont abîmés',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2, 4],
      },
      {
        texte:
          "Former les salariés qui utilisent échelles et escabeaux à leur choix, à leur calage et à leur usage (trois points d'appui, pas de travail en extension latérale)",
        principe: 9,
        nature: 'formation-information',
      },
    ],
    cat_toitures_bords: [
      {
        texte:
          'Déplacer au sol ou en pied de façade les équipements techniques qui obligent à monter en toiture',
        principe: 1,
        nature: 'suppression',
        risques: [1],
      },
      {
        texte:
          'Installer des garde-corps en rive de toiture ou de terrasse (1 m à 1,10 m, lisse intermédiaire et plinthe) avant tout travail ou intervention',
        principe: 8,
        nature: 'technique',
        article: 'R4323-58',
        risques: [1],
      },
      {
        texte:
          'Poser des grilles ou des filets sous les plaques translucides et les skydomes, et signaler en toiture les zones en matériau fragile',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Installer des chemins de circulation fixes ou des platelages de répartition pour tout accès sur une couverture en matériau fragile',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Obturer les trémies par un plancher fixé ou les entourer de garde-corps, et couvrir les fosses et trappes par un couvercle verrouillé',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Poser des garde-corps fixes sur les mezzanines, passerelles et plateformes de stockage',
        principe: 8,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Installer une barrière écluse (portillon à double barrière) au point de chargement des palettes de la mezzanine',
        principe: 8,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          "Délivrer un permis d'accès en toiture avant chaque intervention, qui précise les protections et le moyen d'accès",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 2],
      },
      {
        texte:
          "Vérifier lors d'une ronde mensuelle la présence et la fixation des garde-corps, couvercles et barrières",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3, 4],
      },
      {
        texte:
          "Interdire d'ouvrir une trappe ou un plancher amovible sans avoir d'abord posé la barrière mobile prévue",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Fournir un harnais relié à une ligne de vie vérifiée, seulement là où aucune protection collective n'est possible, avec formation à son usage et plan de sauvetage",
        principe: 8,
        nature: 'epi',
        article: 'R4323-61',
        risques: [1, 2],
      },
    ],
    cat_echafaudages: [
      {
        texte:
          'Choisir des échafaudages à montage et démontage en sécurité (MDS), dont le garde-corps se pose depuis le niveau inférieur',
        principe: 5,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          "Compléter chaque niveau de travail par un plancher jointif, un garde-corps, une lisse intermédiaire et une plinthe avant d'y accéder",
        principe: 8,
        nature: 'technique',
        article: 'R4323-58',
        risques: [2],
      },
      {
        texte:
          "Bloquer les roues et déployer les stabilisateurs de l'échafaudage roulant avant chaque montée, sur un sol plan et porteur",
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Amarrer l'échafaudage de pied à la façade selon la notice du fabricant et afficher la charge admissible de chaque plancher",
        principe: 8,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          "Faire monter, démonter et modifier l'échafaudage par des travailleurs formés, sous la direction d'une personne compétente désignée",
        principe: 7,
        nature: 'organisationnelle',
        article: 'R4323-69',
        risques: [1],
      },
      {
        texte:
          "Faire vérifier l'échafaudage avant sa mise en service, chaque jour et chaque trimestre, et consigner les vérifications au registre",
        principe: 7,
        nature: 'organisationnelle',
        risques: [2, 4],
      },
      {
        texte:
          "Interdire de déplacer l'échafaudage roulant avec une personne ou du matériel sur le plateau, règle affichée sur l'échafaudage",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Approvisionner les planchers par petites quantités au fur et à mesure, sans dépasser la charge affichée',
        principe: 4,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte:
          "Former les utilisateurs d'échafaudages roulants à leur montage et à leur utilisation (formation R457 ou équivalente)",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
      {
        texte:
          'Former les monteurs au montage et au démontage des échafaudages de pied (formation R408 ou équivalente)',
        principe: 9,
        nature: 'formation-information',
        risques: [1],
      },
    ],
  },
  risquesDeLaCategorie,
);
