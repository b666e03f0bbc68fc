import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 8, agents biologiques: animals, water and air, laboratories (sources: SOURCES.md).
 */
export const MESURES_AGENTS_BIOLOGIQUES_MILIEUX = mesuresParCategorie(
  {
    cat_zoonoses: [
      {
        texte:
          'Utiliser des moyens de contention adaptés (cage de contention, muselière) pour examiner ou soigner les animaux',
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Ventiler les locaux d'hébergement des animaux et humidifier les litières avant de les évacuer",
        principe: 3,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Isoler les animaux malades dans un local dédié et les soigner en fin de tournée avec une tenue réservée',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          "Nettoyer cages et litières à l'humide ou par aspiration, jamais au balai ni à la soufflette",
        principe: 7,
        nature: 'organisationnelle',
        risques: [2, 4],
      },
      {
        texte:
          "Confier le nettoyage des litières à un autre salarié pendant la grossesse d'une salariée non immunisée contre la toxoplasmose",
        principe: 7,
        nature: 'organisationnelle',
        article: 'D4152-3',
        risques: [3],
      },
      {
        texte:
          "Faire vérifier par le médecin du travail l'immunité contre la toxoplasmose des salariées en âge de procréer qui nettoient des litières",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Afficher la conduite à tenir après une morsure ou une griffure : lavage, désinfection, avis médical',
        principe: 9,
        nature: 'formation-information',
        risques: [1],
      },
      {
        texte:
          'Remettre aux salariés une fiche sur les zoonoses du secteur, leurs signes et la conduite à tenir en cas de fièvre',
        principe: 9,
        nature: 'formation-information',
        risques: [2, 3, 4],
      },
      {
        texte: 'Fournir des gants résistants aux morsures pour la contention des animaux',
        principe: 8,
        nature: 'epi',
        risques: [1],
      },
      {
        texte:
          "Fournir gants, lunettes et masque FFP2 pour nettoyer les cages d'oiseaux et manipuler déjections et produits de mise bas",
        principe: 8,
        nature: 'epi',
        risques: [2, 4],
      },
    ],
    cat_eau_air_contamines: [
      {
        texte:
          "Supprimer la cause de l'humidité (fuite, condensation) et ventiler les archives et les sous-sols",
        principe: 1,
        nature: 'suppression',
        risques: [2],
      },
      {
        texte:
          "Supprimer les bras morts du réseau d'eau chaude et purger chaque semaine les points d'usage peu utilisés",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Utiliser des caméras et des outils d'inspection pour limiter les interventions manuelles dans les canalisations",
        principe: 5,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Installer sur le lieu d'intervention ou dans le véhicule un point d'eau et du savon pour se laver avant de manger",
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Relever chaque mois la température de l'eau chaude en sortie de production et en retour de boucle, et la noter au carnet sanitaire",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Faire analyser les légionelles de l'eau chaude sanitaire aux points d'usage à risque au rythme fixé par l'arrêté du 1er février 2010",
        principe: 2,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Détartrer et désinfecter régulièrement les pommeaux de douche et confier l'entretien des tours aéroréfrigérantes à un prestataire",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Faire décontaminer par une entreprise spécialisée les archives et surfaces moisies avant de les manipuler',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Proposer aux agents exposés aux eaux usées les vaccinations recommandées par le médecin du travail (hépatite A, leptospirose)',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Fournir un masque FFP2 et des gants pour manipuler des documents ou des matériaux moisis',
        principe: 8,
        nature: 'epi',
        risques: [2],
      },
      {
        texte:
          'Fournir gants étanches, bottes, lunettes et combinaison aux agents qui interviennent sur les eaux usées',
        principe: 8,
        nature: 'epi',
        risques: [3],
      },
    ],
    cat_laboratoire_bio: [
      {
        texte:
          "Remplacer la verrerie par du matériel en plastique incassable lorsque l'analyse le permet",
        principe: 6,
        nature: 'suppression',
        risques: [2],
      },
      {
        texte:
          'Manipuler échantillons et cultures à risque dans un poste de sécurité microbiologique (PSM) contrôlé chaque année',
        principe: 8,
        nature: 'technique',
        risques: [1, 3],
      },
      {
        texte:
          "Utiliser des centrifugeuses à godets étanches et attendre l'arrêt complet avant de les ouvrir",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte: 'Utiliser des pipettes automatiques et interdire le pipetage à la bouche',
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Placer une pince et un collecteur près des postes pour ramasser les débris de tubes cassés',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Classer chaque agent manipulé dans son groupe de risque et vérifier que le laboratoire a le niveau de confinement requis',
        principe: 2,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Former les techniciens aux bonnes pratiques de laboratoire et à la conduite à tenir après une projection ou une coupure',
        principe: 9,
        nature: 'formation-information',
      },
      {
        texte:
          'Fournir blouse fermée, gants et lunettes pour les manipulations hors poste de sécurité microbiologique',
        principe: 8,
        nature: 'epi',
        risques: [1, 2],
      },
    ],
  },
  risquesDeLaCategorie,
);
