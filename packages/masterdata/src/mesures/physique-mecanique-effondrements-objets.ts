import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 10, effondrements et chutes d'objets: objects falling from height, doors and furniture
 * (sources: SOURCES.md).
 */
export const MESURES_CHUTES_OBJETS = mesuresParCategorie(
  {
    cat_chutes_objets_hauteur: [
      {
        texte:
          "Équiper les planchers d'échafaudage et les rives de toiture de plinthes et de filets ou bâches qui retiennent les objets",
        principe: 8,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Attacher les outils utilisés en hauteur par des dragonnes et monter les matériaux dans des bacs fermés',
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Baliser et interdire au public et aux salariés la zone au sol située sous les travaux en hauteur',
        principe: 8,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          "Décharger les marchandises au chariot ou au transpalette plutôt qu'à la main depuis le haut des piles",
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Faire inspecter chaque année façades, couvertures et arbres du site, et purger ou élaguer les éléments instables',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Arrêter les travaux en hauteur au-delà de la vitesse de vent fixée dans le mode opératoire',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Ouvrir un seul vantail de conteneur à la fois, en se tenant de côté, après avoir vérifié que la charge ne pousse pas sur la porte',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Inscrire dans le protocole de sécurité avec le transporteur l'exigence d'un chargement calé et filmé",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Fournir un casque aux personnes qui travaillent ou circulent sous des travaux en hauteur',
        principe: 8,
        nature: 'epi',
        risques: [1, 2],
      },
    ],
    cat_portes_mobilier: [
      {
        texte:
          "Équiper portes et portails motorisés de bords sensibles, de cellules photoélectriques et d'un parachute anti-chute",
        principe: 8,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Fixer écrans, étagères murales et luminaires par des chevilles adaptées au support et à la charge, posées par une personne compétente',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Fournir des chariots à plateau ou des plateaux roulants pour déplacer les meubles lourds',
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Faire entretenir et vérifier les portes et portails automatiques au moins tous les six mois et tenir leur livret d'entretien",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Contrôler la fixation des équipements muraux et suspendus lors de la visite annuelle des locaux',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte: 'Vider meubles et vitrines avant de les déplacer et faire ce déplacement à deux',
        principe: 4,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Afficher la consigne d'utilisation du rideau métallique et l'interdiction de passer dessous pendant sa manœuvre",
        principe: 9,
        nature: 'formation-information',
        risques: [1],
      },
    ],
  },
  risquesDeLaCategorie,
);
