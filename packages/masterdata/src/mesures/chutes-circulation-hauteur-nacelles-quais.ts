import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 2, chutes de hauteur: mobile elevating work platforms, docks, pits and truck beds
 * (sources: SOURCES.md).
 */
export const MESURES_CHUTES_HAUTEUR_NACELLES_QUAIS = mesuresParCategorie(
  {
    cat_nacelles: [
      {
        texte:
          "Choisir des nacelles équipées d'une protection anti-écrasement au poste de commande (barre sensible ou arceau)",
        principe: 5,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Réserver la conduite de la nacelle aux travailleurs formés (CACES® R486 recommandé) et titulaires d'une autorisation de conduite",
        principe: 7,
        nature: 'organisationnelle',
        article: 'R4323-56',
      },
      {
        texte:
          "Faire réaliser la vérification générale périodique de la nacelle tous les six mois et ne l'utiliser qu'après levée des réserves",
        principe: 7,
        nature: 'organisationnelle',
      },
      {
        texte:
          'Reconnaître le sol avant la mise en station, caler les stabilisateurs sur des plaques de répartition et arrêter au-delà du vent maximal de la notice',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Désigner pendant chaque intervention un surveillant au sol formé aux manœuvres de secours de la nacelle',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 3],
      },
      {
        texte:
          'Interdire de monter sur les lisses ou de se pencher hors du panier : rapprocher la nacelle du point de travail',
        principe: 9,
        nature: 'formation-information',
        risques: [1],
      },
      {
        texte:
          "Faire porter un harnais attaché au point d'ancrage du panier par une longe courte qui empêche l'éjection",
        principe: 8,
        nature: 'epi',
        risques: [1],
      },
    ],
    cat_quais_fosses: [
      {
        texte:
          "Utiliser des systèmes de bâchage et d'arrimage manœuvrés depuis le sol (bâche coulissante, enrouleur à perche)",
        principe: 1,
        nature: 'suppression',
        risques: [3],
      },
      {
        texte:
          "Installer des niveleurs de quai et un calage ou un verrouillage du camion asservi à l'ouverture de la porte de quai",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Fermer les bords de quai inutilisés par des barrières et équiper les portes de quai de feux de signalisation pour le chauffeur',
        principe: 8,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Couvrir les fosses de visite hors utilisation par des caillebotis ou des barres coulissantes et peindre leurs bords en jaune et noir',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Installer une passerelle ou une plateforme d'accès au plateau aux postes fixes de chargement",
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Poser pendant l'intervention une barrière amovible aux extrémités de la fosse laissées libres",
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Établir avec chaque transporteur un protocole de sécurité écrit pour le chargement et le déchargement (remise des clés, calage)',
        principe: 7,
        nature: 'organisationnelle',
        article: 'R4515-4',
        risques: [1, 3],
      },
      {
        texte:
          "Écrire dans la consigne d'atelier qu'une fosse n'est ouverte que pendant l'intervention, en présence de l'intervenant",
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
    ],
  },
  risquesDeLaCategorie,
);
