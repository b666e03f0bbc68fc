import { cat, categoriesDe } from './define.js';

/** Families 5, 6, 9 and 10: physical load, mechanical handling, work equipment, falling objects. */
export const CATEGORIES_PHYSIQUE_MECANIQUE = [
  ...categoriesDe('famille_charge_physique', [
    cat(
      'cat_port_charges',
      'Port et manutention manuelle de charges',
      'manutention, port de charges, charge lourde, mal de dos, lombalgie',
      'carton, colis, sac, livraison, réserve, hernie discale, gestes et postures, poids',
    ),
    cat(
      'cat_postures',
      'Postures pénibles et station debout prolongée',
      'posture, TMS, troubles musculo-squelettiques, dos, station debout',
      'accroupi, à genoux, bras levés, torsion, penché, piétinement, genou',
    ),
    cat(
      'cat_gestes_repetitifs',
      'Gestes répétitifs et travail sous cadence',
      'gestes répétitifs, TMS, tendinite, canal carpien',
      'cadence, conditionnement, poignet, coude, épicondylite, épaule, scanner',
    ),
    cat(
      'cat_manipulation_patients',
      'Manipulation et mobilisation des patients ou des résidents',
      'manutention des patients, mobilisation, transfert, aide à la toilette, patient',
      'lève-personne, verticalisateur, lit médicalisé, EHPAD, brancard, résident, soignant, rail plafonnier',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_port_enfants',
      "Port d'enfants et mobilier de petite enfance",
      "port d'enfant, petite enfance, crèche, maternelle, posture",
      'change, table à langer, mobilier bas, ATSEM, sieste, lit, enfant',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_voix',
      'Sollicitation de la voix',
      'voix, extinction de voix, cordes vocales, parole',
      'enseignant, professeur, classe, téléconseiller, bruit de fond, laryngite',
    ),
    cat(
      'cat_caisse',
      'Travail en caisse',
      'caisse, caissier, hôtesse de caisse, encaissement',
      "scanner, tapis de caisse, rotation du tronc, TMS, packs, file d'attente",
      { secteurSpecifique: true },
    ),
    cat(
      'cat_mise_en_rayon',
      'Mise en rayon et réassort',
      'mise en rayon, réassort, rayon, linéaire',
      'cartons, gondole, palette, facing, flexion, magasin',
      { secteurSpecifique: true },
    ),
  ]),
  ...categoriesDe('famille_manutention_mecanique', [
    cat(
      'cat_appareils_levage',
      'Appareils de levage (ponts roulants, palans, potences)',
      'levage, pont roulant, palan, potence, élingue',
      'charge suspendue, crochet, élingage, VGP, chaîne, manille, treuil',
    ),
    cat(
      'cat_grues_chantier',
      'Grues de chantier et grues auxiliaires',
      'grue, grue à tour, grue mobile, camion-grue, levage',
      'R487, R483, R490, vent, élingueur, chef de manœuvre, ligne électrique',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_hayons_diables',
      'Hayons élévateurs, diables, rolls et aides à la manutention',
      'hayon, diable, roll, chariot de manutention',
      'livraison, camion, coincement, basculement, pente, roues',
    ),
    cat(
      'cat_convoyeurs',
      'Convoyeurs, tapis roulants et stockeurs automatisés',
      'convoyeur, tapis roulant, stockeur automatique, robot',
      'bourrage, entraînement, rouleau, robot de dispensation, tri des colis, consignation',
    ),
  ]),
  ...categoriesDe('famille_equipements_travail', [
    cat(
      'cat_outils_coupants',
      'Outils coupants et tranchants à main',
      'couteau, cutter, coupure, lame',
      'ciseaux, découpe, ouverture de cartons, gant anti-coupure, cuisine, scalpel',
    ),
    cat(
      'cat_machines_atelier',
      "Machines à bois et machines d'atelier",
      'machine, scie, scie circulaire, toupie, dégauchisseuse, raboteuse',
      'menuiserie, atelier, protecteur, carter, rejet de pièce, amputation, perceuse à colonne, tour',
    ),
    cat(
      'cat_outils_portatifs',
      'Outils électroportatifs (meuleuse, perceuse, ponceuse)',
      'meuleuse, disqueuse, perceuse, ponceuse, perforateur',
      'projection, éclat, disque, lunettes de protection, rebond, visseuse, cloueur, agrafeuse',
    ),
    cat(
      'cat_equipements_cuisine',
      'Équipements de cuisine et de restauration',
      'cuisine, trancheuse, four, friteuse, brûlure',
      'hachoir, robot, batteur, plonge, lave-vaisselle, restauration, vapeur, huile chaude',
    ),
    cat(
      'cat_meulage_verres',
      'Taillage et meulage des verres optiques',
      'meuleuse à verres, taillage, meulage, verres optiques, opticien',
      'atelier de montage, biseautage, perçage des verres, ventilette, chauffe-monture, polycarbonate',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_autoclaves_pression',
      'Autoclaves et équipements sous pression',
      'autoclave, stérilisateur, compresseur, air comprimé, pression',
      'stérilisation, bouteille de gaz, soufflette, éclatement, vapeur, flexible',
    ),
    cat(
      'cat_machines_bureau',
      'Petit matériel de bureau et de reprographie',
      'massicot, destructeur de documents, photocopieur, bureau',
      'reprographie, plastifieuse, relieuse, agrafeuse, coupure, bourrage',
    ),
    cat(
      'cat_decoupe_viande',
      'Découpe de viande et métiers de bouche',
      'boucherie, découpe, couteau, scie à os, hachoir',
      'gant de maille, tablier de protection, poissonnerie, charcuterie, désossage, laboratoire',
      { secteurSpecifique: true },
    ),
  ]),
  ...categoriesDe('famille_effondrements_chutes_objets', [
    cat(
      'cat_rayonnages_stockage',
      'Stockage en hauteur et rayonnages',
      "chute d'objets, rayonnage, étagère, stockage",
      'palettier, racks, réserve, archives, surcharge, ancrage, gerbage, armoire',
    ),
    cat(
      'cat_tranchees',
      'Tranchées, fouilles et terrassements',
      'tranchée, fouille, éboulement, ensevelissement, blindage',
      'terrassement, talus, canalisation, réseaux enterrés, DICT, étaiement',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_demolition',
      'Démolition et interventions sur structures existantes',
      'démolition, effondrement, structure, étaiement',
      'mur, plancher, gros œuvre, coffrage, curage, étai',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_chutes_objets_hauteur',
      "Chutes d'objets depuis un niveau supérieur",
      "chute d'objets, casque, objet qui tombe",
      'échafaudage, plinthe, filet, toiture, déchargement, balisage, vent',
    ),
    cat(
      'cat_portes_mobilier',
      'Portes, portails et mobilier instables',
      'porte, portail, mobilier, basculement, écrasement',
      'portail automatique, porte sectionnelle, rideau métallique, vitrine, écran mural, armoire',
    ),
  ]),
];
