import { cat, categoriesDe } from './define.js';

/** Families 7, 8 and 22: chemicals, biological agents, asbestos. */
export const CATEGORIES_CHIMIQUE_BIOLOGIQUE = [
  ...categoriesDe('famille_produits_chimiques', [
    cat(
      'cat_produits_entretien',
      "Produits d'entretien et de désinfection",
      "produit chimique, produit d'entretien, désinfectant, détergent",
      'javel, eau de Javel, détartrant, ammoniaque, gants, allergie, eczéma, nettoyage',
    ),
    cat(
      'cat_solvants_peintures',
      'Solvants, peintures, colles et vernis',
      'solvant, peinture, colle, vernis, diluant',
      'COV, white-spirit, acétone, résine, époxy, isocyanates, décapant, dégraissage',
    ),
    cat(
      'cat_poussieres',
      'Poussières (bois, silice, ciment, farine)',
      'poussière, poussières de bois, silice, farine',
      'ponceuse, sciage, meulage, béton, plâtre, aspiration, asthme, masque FFP3, balayage',
    ),
    cat(
      'cat_fumees_gaz',
      "Fumées, gaz d'échappement et émanations",
      "fumées, gaz d'échappement, soudure, monoxyde de carbone",
      'diesel, moteur thermique, soudage, brasage, ventilation, garage, chauffage, groupe électrogène',
    ),
    cat(
      'cat_cytotoxiques',
      'Préparation et manipulation de médicaments cytotoxiques',
      'cytotoxique, anticancéreux, chimiothérapie, CMR',
      'isolateur, hotte, préparation, excreta, pharmacie, PUI, oncologie',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_preparations_officinales',
      'Préparations magistrales et manipulation de substances actives',
      'préparatoire, préparation magistrale, matières premières, poudre',
      'hotte, balance, gélules, pommade, alcool, préparateur, pharmacie',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_gaz_anesthesiques',
      'Gaz anesthésiques, fixateurs et agents de stérilisation',
      "gaz anesthésique, anesthésie, protoxyde d'azote, formol, stérilisation",
      'isoflurane, sévoflurane, bloc opératoire, formaldéhyde, glutaraldéhyde, acide peracétique, salle de réveil',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_dechets',
      'Déchets et emballages (stockage, tri, compactage)',
      'déchets, poubelle, tri, compacteur',
      'conteneur, benne, presse à balles, déchets dangereux, bris de verre, emballages, carton',
    ),
    cat(
      'cat_beton_ciment',
      'Ciment, béton et mortiers',
      'ciment, béton, mortier, dermatose',
      'chrome, gale du ciment, brûlure, coulage, enduit, laitance, gâchage',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_plomb',
      'Plomb (peintures anciennes, soudures, canalisations)',
      'plomb, peinture au plomb, saturnisme',
      'décapage, rénovation, céruse, plombémie, CREP, bâtiment ancien',
    ),
    cat(
      'cat_atelier_optique',
      "Produits de l'atelier d'optique (colles, solvants, teintures)",
      'atelier optique, teinture de verres, colle, solvant, opticien',
      'acétone, nettoyage des verres, bain de teinture, bac à ultrasons, vernis',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_labo_scolaire',
      "Produits des salles de sciences et des ateliers d'enseignement",
      'laboratoire de chimie, salle de sciences, travaux pratiques, produits chimiques',
      'SVT, physique-chimie, acide, formol, réactifs, arts plastiques, atelier technologique',
      { secteurSpecifique: true },
    ),
  ]),
  ...categoriesDe('famille_agents_biologiques', [
    cat(
      'cat_aes',
      "Accidents d'exposition au sang (piqûres, coupures, projections)",
      'AES, piqûre, seringue, aiguille, exposition au sang',
      'hépatite, VIH, collecteur, recapuchonnage, bistouri, lancette, vaccination, prélèvement',
    ),
    cat(
      'cat_infections_contact',
      'Infections transmises par les personnes (soins, accueil, enfants)',
      'infection, contagion, virus, épidémie, microbe',
      'grippe, COVID, gastro-entérite, tuberculose, gale, varicelle, conjonctivite, hygiène des mains, masque',
    ),
    cat(
      'cat_zoonoses',
      'Zoonoses (maladies transmises par les animaux)',
      'zoonose, animaux, morsure, griffure',
      'leptospirose, toxoplasmose, teigne, psittacose, fièvre Q, pasteurellose, rage, litière',
      { secteurSpecifique: true },
    ),
    cat(
      'cat_dechets_soins',
      "Déchets d'activités de soins et linge souillé",
      'DASRI, déchets de soins, linge souillé',
      'collecteur, sac jaune, excréments, urine, buanderie, lingerie, fût',
    ),
    cat(
      'cat_eau_air_contamines',
      'Eau, air et surfaces contaminés (légionelles, moisissures)',
      'légionelle, moisissure, eau contaminée, climatisation',
      'douche, tour aéroréfrigérante, eau chaude, humidité, ventilation, eaux usées, égout',
    ),
    cat(
      'cat_laboratoire_bio',
      "Manipulation d'échantillons biologiques en laboratoire",
      'laboratoire, échantillon, prélèvement, analyse',
      'sang, urine, culture, centrifugeuse, PSM, poste de sécurité microbiologique, tube',
      { secteurSpecifique: true },
    ),
  ]),
];

/** Family 22 (asbestos) is listed after screen work; kept here with the other substances. */
export const CATEGORIES_AMIANTE = categoriesDe('famille_amiante', [
  cat(
    'cat_amiante_batiment',
    'Matériaux amiantés dans les bâtiments occupés',
    'amiante, DTA, fibres',
    'dalles de sol, flocage, calorifugeage, fibrociment, faux plafond, bâtiment ancien, perçage',
  ),
  cat(
    'cat_amiante_travaux',
    'Travaux de retrait ou interventions sur matériaux amiantés',
    'amiante, désamiantage, sous-section 3, sous-section 4, repérage avant travaux',
    'plan de retrait, mode opératoire, confinement, masque, mésothéliome, RAT, rénovation',
    { secteurSpecifique: true },
  ),
]);
