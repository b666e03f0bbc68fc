import { risquesParCategorie } from './define.js';
import { SEUILS } from './seuils.js';

/** Risks of families 5, 6, 9 and 10: physical load, handling, work equipment, falling objects. */
export const RISQUES_PHYSIQUE_MECANIQUE = risquesParCategorie({
  cat_port_charges: [
    [
      'Lombalgie ou hernie discale lors du soulèvement de charges lourdes ou encombrantes',
      SEUILS.manutention,
    ],
    [
      "Usure et douleurs du dos dues à l'accumulation de manutentions répétées sur la journée (tonnage élevé)",
      SEUILS.manutention,
    ],
    "Écrasement des doigts ou des pieds lors de la pose ou de la chute d'une charge",
    'Déchirure musculaire ou douleurs des épaules en poussant ou en tirant des chariots, des rolls ou des conteneurs lourds',
  ],
  cat_postures: [
    'Troubles musculo-squelettiques des épaules et du cou lors du travail prolongé les bras au-dessus des épaules',
    'Douleurs lombaires dues aux postures penchées, en torsion ou accroupies maintenues',
    'Atteinte des genoux (hygroma, lésions méniscales) lors du travail prolongé à genoux',
    'Fatigue et troubles circulatoires des membres inférieurs liés à la station debout prolongée et au piétinement',
  ],
  cat_gestes_repetitifs: [
    [
      'Syndrome du canal carpien ou tendinite du poignet lié à des gestes répétés à cadence élevée',
      SEUILS.repetitif,
    ],
    'Épicondylite (douleur du coude) liée aux efforts répétés de préhension, de serrage ou de vissage',
    "Tendinopathie de l'épaule due aux mouvements répétés d'élévation ou d'abduction du bras",
  ],
  cat_manipulation_patients: [
    "Lombalgie lors du transfert d'un patient du lit au fauteuil sans aide technique (lève-personne, drap de glisse)",
    'Accident dorsal en retenant un patient qui chute ou en relevant une personne tombée au sol',
    'Troubles musculo-squelettiques du dos et des épaules lors des toilettes et soins au lit à une hauteur inadaptée',
    'Effort excessif en poussant un lit, un brancard ou un fauteuil roulant occupé sur une longue distance ou en pente',
  ],
  cat_port_enfants: [
    'Lombalgie liée au port répété de jeunes enfants (change, coucher, consolation)',
    "Douleurs du dos et des genoux dues aux postures accroupies ou penchées imposées par le mobilier à hauteur d'enfant",
    'Troubles musculo-squelettiques lors de la manutention des lits de sieste, tapis et matériel de motricité',
  ],
  cat_voix: [
    'Troubles de la voix (enrouement, extinction, nodules des cordes vocales) liés à un usage prolongé et forcé de la voix',
    'Fatigue vocale accrue par un bruit de fond élevé ou une salle trop réverbérante',
  ],
  cat_caisse: [
    [
      'Troubles musculo-squelettiques des épaules, des poignets et du dos liés au passage répété des articles et aux rotations du tronc',
      SEUILS.repetitif,
    ],
    ["Manutention de packs d'eau et d'articles lourds lors de l'encaissement", SEUILS.manutention],
    "Stress lié à l'affluence, aux files d'attente et à la responsabilité du fond de caisse",
  ],
  cat_mise_en_rayon: [
    [
      'Lombalgie lors de la mise en rayon de produits lourds en partie basse ou haute des linéaires',
      SEUILS.manutention,
    ],
    'Douleurs articulaires dues aux flexions et élévations des bras répétées pendant le réassort',
    "Chute de produits depuis le haut d'une gondole sur le salarié ou un client lors du réassort",
  ],
  cat_appareils_levage: [
    ["Chute d'une charge suspendue par rupture ou mauvais accrochage d'une élingue", SEUILS.levage],
    'Heurt ou écrasement par une charge en mouvement lors de son guidage à la main',
    [
      "Défaillance d'un appareil ou d'un accessoire de levage non vérifié périodiquement",
      SEUILS.levage,
    ],
  ],
  cat_grues_chantier: [
    ["Renversement ou effondrement d'une grue (vent, calage insuffisant, surcharge)", SEUILS.grues],
    ['Chute de matériaux levés au-dessus des zones de travail ou de circulation', SEUILS.grues],
    [
      'Contact de la flèche ou de la charge avec une ligne électrique aérienne',
      SEUILS.lignesAeriennes,
    ],
  ],
  cat_hayons_diables: [
    ["Écrasement des pieds ou coincement lors de la manœuvre d'un hayon élévateur", SEUILS.levage],
    "Chute d'un roll ou d'un diable chargé lors de la descente du hayon ou sur un sol en pente",
    'Efforts de poussée excessifs avec des aides à la manutention mal entretenues (roues bloquées, freins défaillants)',
  ],
  cat_convoyeurs: [
    "Happement d'une main ou d'un vêtement entre la bande et un rouleau d'un convoyeur",
    "Blessure lors du dégagement d'un colis coincé sans arrêt ni consignation de l'installation",
    "Heurt par les organes mobiles d'un stockeur ou d'un robot automatisé lors d'une intervention dans sa zone",
  ],
  cat_outils_coupants: [
    "Coupure des mains ou des doigts avec un cutter lors de l'ouverture de cartons ou de colis",
    "Coupure profonde avec un couteau lors de la découpe ou de la préparation d'aliments",
    'Blessure avec un outil mal rangé, mal affûté ou inadapté à la tâche',
  ],
  cat_machines_atelier: [
    [
      "Coupure grave ou amputation des doigts au contact de l'outil d'une scie circulaire, d'une toupie ou d'une dégauchisseuse",
      SEUILS.machines,
    ],
    "Rejet violent d'une pièce de bois par une machine (scie, toupie) blessant l'opérateur",
    [
      'Happement des cheveux, de vêtements ou de gants par un organe en rotation (perceuse à colonne, tour)',
      SEUILS.machines,
    ],
    "Blessure lors du réglage, du nettoyage ou de la maintenance d'une machine non consignée",
  ],
  cat_outils_portatifs: [
    'Coupure grave par rebond de la meuleuse ou éclatement du disque',
    "Projection de particules ou d'éclats dans les yeux lors du meulage, du perçage ou du ponçage",
    'Blessure par une cloueuse ou une agrafeuse pneumatique (tir accidentel)',
    "Entorse du poignet par blocage brutal du foret d'une perceuse ou d'un perforateur",
  ],
  cat_equipements_cuisine: [
    'Coupure grave avec une trancheuse, un hachoir ou un robot coupe-légumes',
    "Brûlure par contact avec un four, une plaque de cuisson ou une friteuse, ou par projection d'huile chaude",
    "Brûlure par la vapeur à l'ouverture d'un four mixte, d'une sauteuse ou d'un lave-vaisselle",
  ],
  cat_meulage_verres: [
    "Blessure aux doigts lors du positionnement ou du retrait d'un verre dans la meuleuse ou la perceuse à verres",
    "Projection d'éclats ou de poussières de verre dans les yeux lors du taillage ou du retouchage",
    [
      'Inhalation de poussières de verres organiques lors du retouchage manuel à la meule sans aspiration',
      SEUILS.captage,
    ],
    "Brûlure au contact d'un chauffe-monture ou d'une ventilette lors de l'ajustage des montures",
  ],
  cat_autoclaves_pression: [
    "Brûlure par la vapeur ou les surfaces chaudes lors de l'ouverture d'un autoclave ou d'un stérilisateur",
    [
      "Éclatement d'un récipient ou d'un flexible sous pression (compresseur, bouteille de gaz, autoclave)",
      SEUILS.pression,
    ],
    "Projection de particules dans les yeux ou sur la peau lors de l'usage d'une soufflette à air comprimé",
  ],
  cat_machines_bureau: [
    "Coupure grave des doigts lors de l'utilisation d'un massicot",
    "Happement des doigts, d'une cravate ou de cheveux par un destructeur de documents",
    "Brûlure ou pincement lors du dégagement d'un bourrage de photocopieur ou de plastifieuse",
  ],
  cat_decoupe_viande: [
    "Coupure grave ou plaie de l'abdomen ou de la cuisse par le couteau lors du désossage ou de la découpe",
    ['Amputation ou coupure par une scie à os, un hachoir ou une trancheuse', SEUILS.machines],
    [
      'Troubles musculo-squelettiques des membres supérieurs liés aux gestes de découpe répétés au froid',
      SEUILS.repetitif,
    ],
  ],
  cat_rayonnages_stockage: [
    [
      "Chute d'objets ou de cartons stockés en hauteur sur une personne circulant dans les allées",
      SEUILS.rayonnages,
    ],
    [
      "Effondrement d'un rayonnage surchargé, non fixé ou endommagé par un chariot",
      SEUILS.rayonnages,
    ],
    "Chute d'une pile de marchandises ou de palettes gerbées instable",
    "Basculement d'une armoire ou d'une étagère non fixée au mur à l'ouverture de tiroirs chargés",
  ],
  cat_tranchees: [
    [
      "Ensevelissement par éboulement des parois d'une tranchée non blindée ou non talutée",
      SEUILS.tranchees,
    ],
    [
      "Accrochage d'un réseau enterré (gaz, électricité) lors du terrassement : explosion, électrisation",
      SEUILS.reseaux,
    ],
    "Chute de matériaux, d'outils ou d'un engin depuis le bord de la fouille sur les compagnons au fond",
    [
      "Effondrement de la fouille sous l'effet de surcharges en bordure (déblais, engins, circulation)",
      SEUILS.tranchees,
    ],
  ],
  cat_demolition: [
    "Effondrement d'un mur ou d'un plancher lors d'une démolition partielle sans étude préalable de la structure",
    "Chute de gravats ou d'éléments de structure sur les intervenants",
    "Effondrement d'un ouvrage en cours de construction faute d'étaiement suffisant (coffrages, planchers, prédalles)",
  ],
  cat_chutes_objets_hauteur: [
    [
      "Chute d'un outil ou de matériaux depuis un échafaudage, une toiture ou une nacelle sur une personne en contrebas",
      SEUILS.hauteurCollective,
    ],
    "Chute d'éléments de façade, de tuiles ou de branches lors de travaux ou par grand vent",
    "Chute de marchandises lors du déchargement d'un camion ou de l'ouverture des portes d'un conteneur",
  ],
  cat_portes_mobilier: [
    [
      "Écrasement par la chute ou la fermeture d'un portail, d'une porte sectionnelle ou d'un rideau métallique",
      SEUILS.portes,
    ],
    "Chute d'un équipement mal fixé au mur ou au plafond (écran, étagère murale, luminaire)",
    "Basculement d'un meuble lourd ou d'une vitrine lors de son déplacement",
  ],
});
