import { cat, categoriesDe } from './define.js';

/** Families 17 and 19 to 21: psychosocial risks, collisions, addictive practices, screen work. */
export const CATEGORIES_HUMAIN_ORGANISATION = [
  ...categoriesDe('famille_risques_psychosociaux', [
    cat(
      'cat_charge_travail',
      'Charge de travail, pression temporelle et surcharge',
      'stress, surcharge, charge de travail, burn-out, burnout, épuisement professionnel',
      'urgence, délais, objectifs, interruptions, heures supplémentaires, pression, déconnexion',
    ),
    cat(
      'cat_relations_travail',
      'Relations de travail, conflits et harcèlement',
      'harcèlement, harcèlement moral, harcèlement sexuel, conflit, relations de travail',
      "tension, management, mise à l'écart, discrimination, humiliation, sexisme, reconnaissance",
    ),
    cat(
      'cat_relation_public',
      'Exigences émotionnelles et relation au public',
      'exigences émotionnelles, charge émotionnelle, souffrance, relation client',
      'patients, familles, fin de vie, deuil, public difficile, détresse, usagers',
    ),
    cat(
      'cat_changements_insecurite',
      "Changements, insécurité de l'emploi et manque d'autonomie",
      'réorganisation, changement, insécurité, autonomie',
      'restructuration, déménagement, nouveau logiciel, précarité, rôle flou, consignes contradictoires',
    ),
    cat(
      'cat_euthanasie_vet',
      "Euthanasies, urgences et relations avec les propriétaires d'animaux",
      'euthanasie, charge émotionnelle, propriétaires, vétérinaire',
      'deuil, fin de vie animale, fatigue compassionnelle, urgences, gardes, épuisement',
      { secteurSpecifique: true },
    ),
  ]),
  ...categoriesDe('famille_heurts_cognements', [
    cat(
      'cat_heurts_obstacles',
      'Heurts contre des obstacles fixes',
      'heurt, cognement, obstacle, coin de meuble',
      'tiroir ouvert, porte, angle, poutre, plafond bas, porte vitrée, encombrement',
    ),
    cat(
      'cat_espaces_exigus',
      'Espaces de travail exigus ou encombrés',
      'espace exigu, encombrement, manque de place',
      'réserve, comptoir, arrière-boutique, bureau partagé, vestiaire, passage étroit',
    ),
    cat(
      'cat_objets_mouvement',
      'Heurts par des objets ou des personnes en mouvement',
      'heurt, objet en mouvement, bousculade',
      'chariot, porte battante, foule, brancard, chariot de ménage, affluence',
    ),
    cat(
      'cat_surveillance_eleves',
      'Surveillance des élèves (cour de récréation, couloirs, sorties)',
      'cour de récréation, surveillance, élèves, récréation',
      'préau, sortie scolaire, bagarre, ballon, jeux, cantine, intempéries',
      { secteurSpecifique: true },
    ),
  ]),
  ...categoriesDe('famille_pratiques_addictives', [
    cat(
      'cat_alcool',
      "Consommation d'alcool",
      'alcool, ivresse, pot, addiction',
      "pot de départ, repas d'affaires, alcootest, règlement intérieur, conduite, vigilance",
    ),
    cat(
      'cat_drogues_medicaments',
      'Drogues et médicaments psychoactifs',
      'drogue, cannabis, stupéfiants, médicaments, addiction',
      'psychotropes, somnifère, dépistage, poste de sûreté, vigilance, anxiolytiques',
    ),
    cat(
      'cat_tabac',
      'Tabac et vapotage',
      'tabac, cigarette, vapotage, tabagisme passif',
      'fumeur, cigarette électronique, zone fumeur, mégot, incendie',
    ),
  ]),
  ...categoriesDe('famille_travail_ecran', [
    cat(
      'cat_poste_ecran',
      'Aménagement du poste informatique',
      'écran, clavier, souris, ordinateur, poste informatique',
      'siège, bureau, ordinateur portable, double écran, repose-pieds, TMS, nuque',
    ),
    cat(
      'cat_fatigue_visuelle',
      'Fatigue visuelle',
      'fatigue visuelle, yeux, écran, vue',
      'reflets, luminosité, sécheresse oculaire, lunettes, pauses',
    ),
    cat(
      'cat_sedentarite',
      'Sédentarité et travail prolongé en position assise',
      'sédentarité, position assise, assis',
      'pause active, circulation sanguine, réunion, visioconférence, téléconseiller',
    ),
    cat(
      'cat_teletravail',
      'Télétravail',
      'télétravail, domicile, travail à distance',
      'isolement, poste à domicile, visioconférence, déconnexion, hyperconnexion',
    ),
  ]),
];
