import { risquesParCategorie } from './define.js';
import { SEUILS } from './seuils.js';

/** Risks of families 7, 8 and 22: chemicals, biological agents, asbestos. */
export const RISQUES_CHIMIQUE_BIOLOGIQUE = risquesParCategorie({
  cat_produits_entretien: [
    'Irritation ou brûlure de la peau et des yeux par projection de détergents, détartrants ou désinfectants',
    "Intoxication par dégagement de chlore lors du mélange d'eau de Javel avec un produit acide ou ammoniaqué",
    "Dermatose ou eczéma de contact lié à l'usage répété de produits d'entretien et au travail en milieu humide",
    "Ingestion accidentelle d'un produit transvasé dans un récipient alimentaire ou non étiqueté",
  ],
  cat_solvants_peintures: [
    [
      'Intoxication par inhalation de vapeurs de solvants (maux de tête, vertiges, atteinte neurologique) lors de travaux de peinture, de collage ou de dégraissage',
      SEUILS.chimique,
    ],
    'Allergie cutanée ou respiratoire aux résines époxy, aux acryliques ou aux isocyanates',
    [
      'Exposition à des substances cancérogènes, mutagènes ou toxiques pour la reproduction contenues dans certains solvants ou décapants',
      SEUILS.cmr,
    ],
  ],
  cat_poussieres: [
    [
      'Exposition aux poussières de bois lors du sciage ou du ponçage (cancer des fosses nasales, asthme)',
      SEUILS.bois,
    ],
    [
      'Inhalation de silice cristalline lors de la découpe, du perçage ou du rainurage du béton ou de la pierre',
      SEUILS.silice,
    ],
    [
      'Inhalation de poussières lors du balayage à sec ou du soufflage des sols et des machines',
      SEUILS.poussieres,
    ],
    "Asthme ou rhinite professionnels liés à l'inhalation de farine (boulangerie, pâtisserie)",
  ],
  cat_fumees_gaz: [
    [
      'Inhalation de fumées de soudage ou de brasage (irritation et atteintes respiratoires, fumées cancérogènes)',
      SEUILS.captage,
    ],
    [
      "Exposition aux gaz d'échappement de moteurs diesel en local fermé ou semi-ouvert (quai, garage, parking)",
      SEUILS.diesel,
    ],
    [
      "Intoxication au monoxyde de carbone par un appareil à combustion (chauffage d'appoint, groupe électrogène, engin thermique) en local mal ventilé",
      SEUILS.captage,
    ],
  ],
  cat_cytotoxiques: [
    [
      'Contamination cutanée ou par inhalation lors de la préparation de médicaments anticancéreux (effets cancérogènes, mutagènes, reprotoxiques)',
      SEUILS.cmr,
    ],
    "Exposition lors du nettoyage d'un déversement accidentel ou de la manipulation des déchets et excreta de patients traités",
    [
      "Exposition d'une salariée enceinte ou allaitante à des médicaments toxiques pour la reproduction",
      SEUILS.enceinte,
    ],
  ],
  cat_preparations_officinales: [
    'Inhalation de poudres de principes actifs lors de la pesée et de la mise en gélules',
    "Irritation ou allergie cutanée au contact de matières premières et d'excipients",
    [
      'Exposition à des matières premières classées CMR lors de préparations magistrales',
      SEUILS.cmr,
    ],
  ],
  cat_gaz_anesthesiques: [
    "Inhalation de gaz anesthésiques halogénés ou de protoxyde d'azote en salle d'intervention mal ventilée (céphalées, somnolence, risque pour la grossesse)",
    [
      'Exposition au formaldéhyde lors de la manipulation de pièces ou de prélèvements fixés au formol',
      SEUILS.formaldehyde,
    ],
    'Irritation respiratoire et cutanée par les produits de désinfection des dispositifs médicaux (acide peracétique, glutaraldéhyde)',
  ],
  cat_dechets: [
    'Coupure ou piqûre lors de la manipulation de sacs poubelles contenant du verre ou des objets tranchants',
    [
      "Écrasement ou happement lors de l'utilisation d'un compacteur à déchets ou d'une presse à balles",
      SEUILS.presses,
    ],
    'Exposition à des déchets chimiques mal identifiés ou stockés sans bac de rétention',
  ],
  cat_beton_ciment: [
    ['Dermatose ou eczéma allergique au chrome contenu dans les ciments', SEUILS.chromeCiment],
    'Brûlure chimique de la peau par contact prolongé avec du béton ou du mortier frais',
    'Projection de ciment ou de laitance dans les yeux lors du gâchage ou du coulage',
  ],
  cat_plomb: [
    [
      'Intoxication au plomb (saturnisme) lors du décapage ou du ponçage de peintures anciennes',
      SEUILS.plomb,
    ],
    [
      'Ingestion de poussières de plomb par les mains souillées (repas, cigarette sur le lieu de travail)',
      SEUILS.plomb,
    ],
  ],
  cat_atelier_optique: [
    'Irritation ou allergie cutanée lors de la manipulation de colles, de solvants ou de bains de teinture des verres',
    [
      'Inhalation de vapeurs de solvants (acétone, alcool) lors du nettoyage et du montage des verres',
      SEUILS.chimique,
    ],
    'Brûlure au contact du bain chaud de teinture des verres',
  ],
  cat_labo_scolaire: [
    "Projection d'acides ou de bases lors de la préparation ou de l'encadrement des travaux pratiques",
    [
      'Exposition au formol ou à des réactifs cancérogènes conservés dans les salles de sciences',
      SEUILS.formaldehyde,
    ],
    'Réaction dangereuse ou incendie dus au stockage de réactifs incompatibles dans une réserve non ventilée',
  ],
  cat_aes: [
    [
      "Piqûre avec une aiguille souillée lors d'un soin, d'un prélèvement, d'une vaccination ou de l'élimination du matériel (hépatites B et C, VIH)",
      SEUILS.aes,
    ],
    [
      "Coupure par un instrument tranchant souillé (bistouri, lame) lors d'un acte ou du nettoyage des instruments",
      SEUILS.aes,
    ],
    'Projection de sang ou de liquide biologique dans les yeux ou sur une muqueuse',
    'Piqûre par une seringue abandonnée lors du ramassage des déchets ou du nettoyage (sanitaires, espaces verts)',
  ],
  cat_infections_contact: [
    'Contamination par des virus respiratoires (grippe, COVID-19) au contact du public, des patients ou des élèves',
    "Transmission manuportée d'infections digestives (gastro-entérite) lors des soins ou du change",
    [
      'Contamination par la tuberculose ou la gale lors de la prise en charge de patients ou de résidents',
      SEUILS.biologique,
    ],
    [
      'Infection grave chez une salariée enceinte non immunisée (rubéole, cytomégalovirus, varicelle) au contact de jeunes enfants',
      SEUILS.enceinte,
    ],
    "Conjonctivite ou infection transmise lors d'un examen de la vue ou de l'adaptation de lentilles de contact",
  ],
  cat_zoonoses: [
    "Infection après morsure ou griffure d'animal (pasteurellose, maladie des griffes du chat)",
    [
      'Contamination par contact avec des animaux malades ou leurs déjections (teigne, leptospirose, salmonellose)',
      SEUILS.biologique,
    ],
    [
      'Toxoplasmose chez une salariée enceinte non immunisée lors du nettoyage des litières de chats',
      SEUILS.enceinte,
    ],
    'Zoonose transmise par inhalation (psittacose, fièvre Q) lors des soins ou du nettoyage des cages',
  ],
  cat_dechets_soins: [
    [
      "Contamination lors de la manipulation de déchets d'activités de soins à risques infectieux mal conditionnés",
      SEUILS.dasri,
    ],
    'Contamination lors du tri et du transport du linge souillé (sang, excreta)',
    'Piqûre par un objet piquant oublié dans un sac de déchets ou dans le linge',
  ],
  cat_eau_air_contamines: [
    [
      "Légionellose par inhalation d'eau contaminée en aérosol (douches, tours aéroréfrigérantes, réseau d'eau chaude mal entretenu)",
      SEUILS.legionelles,
    ],
    'Troubles respiratoires et allergies dus aux moisissures dans des locaux humides ou des archives',
    "Contamination lors d'interventions sur des canalisations ou des eaux usées (leptospirose, hépatite A)",
  ],
  cat_laboratoire_bio: [
    [
      "Contamination par projection ou aérosol lors de l'ouverture des tubes, du pipetage ou de la centrifugation",
      SEUILS.biologique,
    ],
    "Coupure par le bris d'un tube ou de verrerie contenant un échantillon biologique",
    [
      "Contamination par des cultures d'agents pathogènes manipulées hors poste de sécurité microbiologique",
      SEUILS.biologique,
    ],
  ],
  cat_amiante_batiment: [
    [
      "Inhalation de fibres d'amiante lors de petites interventions (perçage, fixation) sur des matériaux amiantés non identifiés",
      SEUILS.dta,
    ],
    [
      'Exposition aux fibres émises par des matériaux amiantés dégradés (flocages, calorifugeages, dalles de sol)',
      SEUILS.dta,
    ],
  ],
  cat_amiante_travaux: [
    [
      "Exposition aux fibres d'amiante lors de travaux de rénovation, de démolition ou de maintenance sans repérage avant travaux",
      SEUILS.amiante,
    ],
    [
      "Exposition lors du retrait ou de l'encapsulage d'amiante (sous-section 3) par du personnel non formé ou une entreprise non certifiée",
      SEUILS.amiante,
    ],
    [
      "Contamination par les déchets ou les vêtements de travail souillés par l'amiante",
      SEUILS.amiante,
    ],
  ],
});
