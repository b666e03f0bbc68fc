import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 9, équipements de travail: hand tools, workshop machines, power tools, kitchen
 * equipment (sources: SOURCES.md).
 */
export const MESURES_EQUIPEMENTS_TRAVAIL = mesuresParCategorie(
  {
    cat_outils_coupants: [
      {
        texte: "Demander aux fournisseurs des cartons à ouverture prédécoupée (bande d'arrachage)",
        principe: 1,
        nature: 'suppression',
        risques: [1],
      },
      {
        texte:
          'Remplacer les cutters à lame nue par des cutters à lame rétractable automatique ou des ouvre-cartons à lame protégée',
        principe: 6,
        nature: 'suppression',
        risques: [1],
      },
      {
        texte:
          'Mécaniser les découpes en série par un coupe-légumes ou une trancheuse munis de leurs protecteurs',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Ranger couteaux et outils tranchants sur des supports dédiés (barre aimantée, fourreau, étui), jamais en vrac dans un tiroir ou un bac',
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Faire affûter les couteaux à intervalle fixe par une personne désignée ou un prestataire',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2, 3],
      },
      {
        texte:
          "Former les salariés aux gestes de coupe (lame dirigée hors du corps, support stable) et au choix de l'outil adapté",
        principe: 9,
        nature: 'formation-information',
      },
      {
        texte:
          "Fournir des gants anti-coupure, aptes au contact alimentaire en cuisine, pour la main qui ne tient pas l'outil",
        principe: 8,
        nature: 'epi',
        risques: [2],
      },
    ],
    cat_machines_atelier: [
      {
        texte:
          'Remplacer les machines dépourvues de protecteurs conformes par des machines neuves ou mises en conformité',
        principe: 5,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          'Maintenir en place et en état les protecteurs et dispositifs de protection de chaque machine, contrôlés avant chaque utilisation',
        principe: 8,
        nature: 'technique',
        article: 'R4322-1',
        risques: [1, 3],
      },
      {
        texte:
          "Équiper la scie circulaire d'un couteau diviseur et d'un protège-lame réglé, et utiliser un poussoir pour les petites pièces",
        principe: 8,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          'Installer sur la toupie un entraîneur mécanique ou un protecteur-presseur adapté au travail',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Équiper la perceuse à colonne et le tour d'un écran de protection asservi à l'arrêt de la broche",
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Équiper chaque machine d'un sectionneur cadenassable qui permet de la consigner avant toute intervention",
        principe: 8,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Interdire gants, vêtements amples, bijoux et cheveux détachés aux postes à organe en rotation, par consigne affichée sur la machine',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Afficher pour chaque machine la procédure de consignation avant réglage, nettoyage ou maintenance, et fournir un cadenas personnel',
        principe: 7,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte:
          'Réserver chaque machine aux salariés formés à son utilisation et à ses protections, avec une formation tracée',
        principe: 9,
        nature: 'formation-information',
      },
    ],
    cat_outils_portatifs: [
      {
        texte:
          'Choisir des meuleuses à carter de protection, poignée latérale, frein de disque et système anti-rebond',
        principe: 5,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Choisir des outils à aspiration intégrée qui captent poussières et éclats à la source',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Choisir des cloueuses à déclenchement séquentiel (coup par coup) plutôt qu'à tir en rafale",
        principe: 5,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Choisir des perceuses et perforateurs à embrayage de sécurité anti-blocage et poignée latérale',
        principe: 5,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Contrôler que la vitesse maximale du disque est au moins égale à celle de la meuleuse et stocker les disques au sec',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Débrancher l'air de la cloueuse avant tout déblocage, réglage ou déplacement, consigne rappelée sur l'outil",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
      {
        texte:
          'Former les utilisateurs au montage des disques et forets, au réglage et à la tenue des outils électroportatifs',
        principe: 9,
        nature: 'formation-information',
        risques: [1, 2, 4],
      },
      {
        texte: 'Imposer la poignée latérale et la tenue à deux mains pour percer au perforateur',
        principe: 9,
        nature: 'formation-information',
        risques: [4],
      },
      {
        texte:
          'Fournir des lunettes ou un écran facial et imposer leur port pour meuler, percer et poncer',
        principe: 8,
        nature: 'epi',
        risques: [1, 2],
      },
      {
        texte:
          "Fournir des lunettes de protection aux utilisateurs de cloueuses et d'agrafeuses pneumatiques",
        principe: 8,
        nature: 'epi',
        risques: [3],
      },
    ],
    cat_equipements_cuisine: [
      {
        texte:
          "Choisir des trancheuses et robots à protège-lame, poussoir et sécurité de couvercle qui arrête la lame à l'ouverture",
        principe: 5,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Équiper les friteuses d'un couvercle, d'un thermostat de sécurité et d'une vidange de l'huile sans transvasement à la main",
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Choisir des fours mixtes qui évacuent la vapeur avant l'ouverture et des lave-vaisselle à capot à ouverture temporisée",
        principe: 5,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Écrire dans le plan de nettoyage que la trancheuse est débranchée et sa lame couverte avant tout nettoyage',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Disposer la cuisine pour que les manches de casseroles ne dépassent pas des feux et que les passages derrière les cuissons restent libres',
        principe: 4,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          "Afficher la consigne d'ouvrir four et capot en se tenant de côté et d'attendre que la vapeur se dissipe",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
      {
        texte: 'Fournir des gants anti-coupure pour le nettoyage des lames',
        principe: 8,
        nature: 'epi',
        risques: [1],
      },
      {
        texte:
          'Fournir des gants ou maniques isolants à longue manchette et des vestes à manches longues',
        principe: 8,
        nature: 'epi',
        risques: [2, 3],
      },
    ],
  },
  risquesDeLaCategorie,
);
