import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 7, produits chimiques, émissions et déchets: cleaning products, solvents, dusts, fumes
 * and gases (sources: SOURCES.md).
 */
export const MESURES_PRODUITS_CHIMIQUES = mesuresParCategorie(
  {
    cat_produits_entretien: [
      {
        texte:
          "Remplacer les produits corrosifs ou irritants par des produits moins dangereux, choisis d'après leur fiche de données de sécurité",
        principe: 6,
        nature: 'suppression',
        risques: [1, 2, 3],
      },
      {
        texte:
          "Installer une centrale de dilution ou utiliser des doses prêtes à l'emploi pour supprimer les transvasements",
        principe: 3,
        nature: 'technique',
        risques: [1, 4],
      },
      {
        texte:
          "Limiter à un seul produit chloré, rangé à part des acides et des produits ammoniaqués, et afficher l'interdiction de tout mélange",
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          "Alterner les tâches en milieu humide avec d'autres tâches pour limiter la durée du travail les mains mouillées ou gantées",
        principe: 4,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Étiqueter tout récipient de transvasement au nom du produit avec ses pictogrammes, et bannir les récipients alimentaires',
        principe: 7,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte:
          "Former les agents d'entretien à la lecture des étiquettes et des pictogrammes et aux mélanges interdits",
        principe: 9,
        nature: 'formation-information',
      },
      {
        texte:
          "Fournir des gants adaptés au produit d'après sa fiche de données de sécurité, avec des sous-gants en coton pour les ports longs",
        principe: 8,
        nature: 'epi',
        risques: [1, 3],
      },
      {
        texte:
          'Fournir des lunettes de protection pour préparer les solutions et nettoyer en hauteur',
        principe: 8,
        nature: 'epi',
        risques: [1],
      },
    ],
    cat_solvants_peintures: [
      {
        texte:
          "Remplacer les peintures, colles et dégraissants solvantés par des produits en phase aqueuse lorsque l'usage le permet",
        principe: 6,
        nature: 'suppression',
        risques: [1],
      },
      {
        texte:
          'Remplacer les solvants et décapants classés CMR par des produits non classés CMR, et garder trace des recherches de substitution',
        principe: 6,
        nature: 'suppression',
        article: 'R4412-66',
        risques: [3],
      },
      {
        texte:
          'Appliquer les produits sous captage à la source (cabine de peinture, table aspirante) ou dans un local à ventilation mécanique',
        principe: 3,
        nature: 'technique',
      },
      {
        texte:
          'Refermer les récipients après usage et stocker les produits dans une armoire ventilée',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 3],
      },
      {
        texte:
          "Tenir l'inventaire des produits avec leurs fiches de données de sécurité et une notice de poste pour chaque produit dangereux",
        principe: 7,
        nature: 'organisationnelle',
      },
      {
        texte:
          'Convenir avec le médecin du travail du suivi des salariés exposés aux résines et aux isocyanates (signes cutanés et respiratoires)',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          "Fournir des gants adaptés aux résines d'après leur fiche de données de sécurité et des vêtements à manches longues",
        principe: 8,
        nature: 'epi',
        risques: [2],
      },
      {
        texte:
          'Fournir pour les pulvérisations hors cabine un appareil de protection respiratoire adapté au produit',
        principe: 8,
        nature: 'epi',
        risques: [1, 2],
      },
    ],
    cat_poussieres: [
      {
        texte:
          'Remplacer le balayage à sec et la soufflette par un aspirateur industriel à filtre de classe M ou H',
        principe: 6,
        nature: 'suppression',
        risques: [3],
      },
      {
        texte:
          "Choisir des farines dépoussiérées et des améliorants en granulés ou en pâte plutôt qu'en poudre",
        principe: 6,
        nature: 'suppression',
        risques: [4],
      },
      {
        texte:
          "Raccorder chaque machine à bois à une aspiration centralisée et équiper les ponceuses portatives d'une aspiration intégrée",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Découper, percer et rainurer béton et pierre à l'eau ou avec des outils à aspiration intégrée",
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Équiper le pétrin d'un couvercle ou d'une jupe et démarrer le pétrissage en petite vitesse",
        principe: 3,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          "Faire mesurer l'exposition aux poussières par un organisme accrédité et comparer les résultats à la VLEP",
        principe: 2,
        nature: 'organisationnelle',
        risques: [1, 2],
      },
      {
        texte: "Nettoyer les locaux par aspiration ou à l'humide selon un planning affiché",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 2, 4],
      },
      {
        texte:
          "Afficher près des machines la consigne de les nettoyer par aspiration et l'interdiction de la soufflette",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
      {
        texte:
          'Fournir un appareil de protection respiratoire FFP3 pour les tâches où le captage ne suffit pas',
        principe: 8,
        nature: 'epi',
        risques: [1, 2, 3],
      },
    ],
    cat_fumees_gaz: [
      {
        texte:
          "Interdire chauffages d'appoint et groupes électrogènes à combustion dans les locaux fermés ou mal ventilés",
        principe: 1,
        nature: 'suppression',
        risques: [3],
      },
      {
        texte:
          "Remplacer les engins et chariots thermiques utilisés à l'intérieur par des modèles électriques",
        principe: 6,
        nature: 'suppression',
        risques: [2, 3],
      },
      {
        texte:
          "Capter les fumées au plus près de l'arc par une torche aspirante ou un bras d'aspiration qui rejette à l'extérieur",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Raccorder les échappements à une extraction dans les ateliers et faire couper les moteurs à quai',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Installer des détecteurs de monoxyde de carbone dans les locaux où fonctionne un appareil à combustion',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Faire contrôler chaque année les installations d'aspiration et de ventilation et en consigner les résultats",
        principe: 7,
        nature: 'organisationnelle',
      },
      {
        texte:
          'Fournir un masque de soudeur à ventilation assistée pour les soudures où le captage ne suffit pas',
        principe: 8,
        nature: 'epi',
        risques: [1],
      },
    ],
  },
  risquesDeLaCategorie,
);
