import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 7, produits chimiques, émissions et déchets: the categories tied to a trade or a place
 * (déchets, bâtiment, optique, enseignement) (sources: SOURCES.md).
 */
export const MESURES_PRODUITS_CHIMIQUES_METIERS = mesuresParCategorie(
  {
    cat_dechets: [
      {
        texte:
          'Utiliser des conteneurs à roulettes pour transporter les sacs sans les porter contre soi',
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Contrôler que protecteurs et porte de chargement verrouillée du compacteur empêchent tout mouvement porte ouverte',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Stocker les déchets chimiques dans des contenants étiquetés, sur bacs de rétention, dans un local ou une armoire dédiés',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Collecter le verre et les objets tranchants dans des conteneurs rigides séparés, jamais dans les sacs',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Faire réaliser la vérification générale périodique du compacteur ou de la presse à balles tous les trois mois',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Faire enlever les déchets dangereux par un collecteur autorisé, avec un bordereau de suivi',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Réserver la presse à balles aux salariés formés et afficher sa consigne d'utilisation près de la machine",
        principe: 9,
        nature: 'formation-information',
        risques: [2],
      },
      {
        texte:
          'Former les salariés qui manipulent des déchets dangereux à les identifier (étiquettes, pictogrammes) et à les séparer',
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
      {
        texte:
          'Fournir des gants résistants à la coupure et à la perforation pour manipuler les sacs',
        principe: 8,
        nature: 'epi',
        risques: [1],
      },
    ],
    cat_beton_ciment: [
      {
        texte:
          'Mécaniser le gâchage et le coulage (bétonnière, pompe, goulotte) pour limiter les contacts de la peau avec le ciment',
        principe: 3,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          "Installer au poste un point d'eau avec savon doux pour laver sans attendre la peau souillée",
        principe: 8,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte: 'Placer un flacon ou une station de rinçage oculaire au poste de gâchage',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Convenir avec le médecin du travail du repérage précoce des dermatoses chez les salariés exposés au ciment',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte: 'Gâcher à vitesse lente en versant le ciment au ras de la cuve, dos au vent',
        principe: 4,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Interdire de s'agenouiller ou de marcher dans le béton frais sans genouillères ou bottes étanches",
        principe: 9,
        nature: 'formation-information',
        risques: [2],
      },
      {
        texte:
          "Fournir des gants étanches doublés de coton, changés dès qu'ils sont mouillés à l'intérieur, et des bottes pour le coulage",
        principe: 8,
        nature: 'epi',
        risques: [1, 2],
      },
      {
        texte: 'Fournir des lunettes de protection pour le gâchage, le coulage et le talochage',
        principe: 8,
        nature: 'epi',
        risques: [3],
      },
    ],
    cat_plomb: [
      {
        texte:
          'Décaper les peintures au plomb au gel décapant ou par ponçage sous aspiration, jamais au chalumeau ni à la ponceuse sans aspiration',
        principe: 6,
        nature: 'suppression',
        risques: [1],
      },
      {
        texte:
          'Confiner la zone de travaux et la nettoyer chaque jour par aspiration à filtre de classe H',
        principe: 8,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Installer sur le chantier un vestiaire qui sépare vêtements de ville et de travail, avec lavabos et douches',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Consulter le constat de risque d'exposition au plomb (CREP) ou faire analyser les peintures avant les travaux en bâtiment ancien",
        principe: 2,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Interdire de manger, boire et fumer dans la zone de travaux et faire laver les mains avant chaque pause',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          "Faire laver les vêtements de travail par l'entreprise ou un prestataire, jamais au domicile",
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Organiser avec le médecin du travail la surveillance de la plombémie des salariés exposés',
        principe: 7,
        nature: 'organisationnelle',
      },
      {
        texte:
          'Fournir un appareil de protection respiratoire à filtre P3 et une combinaison jetable pour les décapages',
        principe: 8,
        nature: 'epi',
        risques: [1],
      },
    ],
    cat_atelier_optique: [
      {
        texte:
          "Remplacer l'acétone et les solvants de nettoyage par des produits moins volatils et moins dangereux (nettoyant aqueux, bac à ultrasons)",
        principe: 6,
        nature: 'suppression',
        risques: [1, 2],
      },
      {
        texte: 'Installer une aspiration locale au poste de collage et de nettoyage des verres',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Choisir un bain de teinture à thermostat et couvercle, et des paniers à poignée isolée pour plonger les verres',
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Utiliser des flacons doseurs fermés et étiquetés et ranger les produits dans une armoire fermée',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 2],
      },
      {
        texte:
          'Placer le bain de teinture sur un plan stable hors des passages, et afficher à côté la façon de manipuler les paniers',
        principe: 4,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Fournir des gants adaptés aux colles, solvants et teintures d'après leur fiche de données de sécurité",
        principe: 8,
        nature: 'epi',
        risques: [1],
      },
      {
        texte: 'Fournir des gants isolants pour plonger et retirer les paniers du bain de teinture',
        principe: 8,
        nature: 'epi',
        risques: [3],
      },
    ],
    cat_labo_scolaire: [
      {
        texte:
          'Éliminer par un collecteur autorisé les réactifs CMR et les collections conservées dans le formol devenus inutiles',
        principe: 1,
        nature: 'suppression',
        risques: [2],
      },
      {
        texte:
          'Limiter les travaux pratiques des élèves à des solutions diluées, en petites quantités',
        principe: 6,
        nature: 'suppression',
        risques: [1],
      },
      {
        texte:
          'Remplacer le formol des préparations conservées par un conservateur sans formaldéhyde',
        principe: 6,
        nature: 'suppression',
        article: 'R4412-66',
        risques: [2],
      },
      {
        texte: 'Préparer les solutions acides et basiques concentrées sous une sorbonne',
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Installer une douche de sécurité et un lave-œil dans chaque salle de travaux pratiques et les essayer chaque trimestre',
        principe: 8,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Stocker les réactifs par familles de compatibilité dans des armoires ventilées à rétention, dans une réserve fermée à clé',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Tenir l'inventaire des réactifs avec leurs fiches de données de sécurité, le mettre à jour à chaque rentrée et retirer les produits périmés",
        principe: 7,
        nature: 'organisationnelle',
        risques: [2, 3],
      },
      {
        texte:
          "Former les personnels de laboratoire au rangement des réactifs selon leurs incompatibilités et à l'élimination des produits périmés",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
      {
        texte:
          'Fournir blouses en coton, lunettes de protection et gants adaptés aux enseignants, techniciens et élèves',
        principe: 8,
        nature: 'epi',
        risques: [1],
      },
    ],
  },
  risquesDeLaCategorie,
);
