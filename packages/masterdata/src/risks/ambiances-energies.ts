import { risquesParCategorie } from './define.js';
import { SEUILS } from './seuils.js';

/** Risks of families 11 to 16 and 18: noise, heat and cold, fire, electricity, light, radiation, vibration. */
export const RISQUES_AMBIANCES_ENERGIES = risquesParCategorie({
  cat_bruit_machines: [
    [
      'Surdité professionnelle par exposition prolongée au bruit des machines, des outils ou du chantier',
      SEUILS.bruit,
    ],
    [
      'Acouphènes ou traumatisme sonore aigu dus à des bruits impulsionnels (chocs, marteau, tirs)',
      SEUILS.bruit,
    ],
    [
      'Exposition quotidienne prolongée au bruit constituant un facteur de pénibilité',
      SEUILS.bruitPenibilite,
    ],
    "Accident par non-perception d'un signal d'alarme, d'un avertisseur ou d'un véhicule dans un environnement bruyant",
  ],
  cat_bruit_ambiant: [
    'Fatigue, difficultés de concentration et stress liés au bruit des conversations en bureau ouvert',
    'Gêne et fatigue dues aux équipements bruyants (imprimantes, ventilation) proches des postes de travail',
  ],
  cat_bruit_enfants: [
    'Fatigue auditive et nerveuse liée au niveau sonore élevé des cantines, préaux, crèches ou salles de motricité',
    'Acouphènes ou hyperacousie chez le personnel exposé durablement aux cris et à la réverbération',
  ],
  cat_casques_telephoniques: [
    'Choc acoustique (son aigu et soudain) dans un casque téléphonique provoquant douleurs, vertiges ou acouphènes',
    "Fatigue auditive liée à l'écoute prolongée au casque à un volume élevé",
  ],
  cat_chaleur: [
    [
      'Coup de chaleur ou malaise lors de travaux physiques en extérieur pendant un épisode de canicule',
      SEUILS.chaleur,
    ],
    [
      'Déshydratation et fatigue dans des locaux surchauffés (combles, cuisines, locaux vitrés non climatisés)',
      SEUILS.chaleur,
    ],
    [
      "Épuisement et hausse du risque d'accident lors du port de vêtements ou d'équipements de protection étanches en ambiance chaude",
      SEUILS.chaleur,
    ],
  ],
  cat_froid: [
    [
      'Hypothermie, engelures ou troubles circulatoires lors du travail prolongé en chambre froide ou en entrepôt frigorifique',
      SEUILS.froid,
    ],
    'Enfermement accidentel dans une chambre froide ou un congélateur',
    'Aggravation des troubles musculo-squelettiques et perte de dextérité au froid',
  ],
  cat_intemperies: [
    'Exposition prolongée au rayonnement solaire (coups de soleil, cancers cutanés, atteintes oculaires)',
    "Accident lors de travaux en extérieur par vent fort, orage ou pluie (chute, envol d'objets, foudre)",
    [
      'Travail prolongé sous la pluie ou par temps froid et humide sans abri ni vêtements adaptés',
      SEUILS.intemperies,
    ],
  ],
  cat_qualite_air: [
    [
      'Maux de tête, somnolence et inconfort dans des locaux insuffisamment ventilés ou surpeuplés',
      SEUILS.aeration,
    ],
    'Irritation des yeux et des voies respiratoires due à un air trop sec ou à une climatisation mal entretenue',
  ],
  cat_incendie_locaux: [
    [
      "Brûlures ou intoxication par les fumées lors d'un incendie, faute de moyens d'extinction adaptés et de personnel formé",
      SEUILS.extincteurs,
    ],
    [
      'Évacuation difficile ou impossible (issues de secours encombrées, verrouillées ou mal signalées)',
      SEUILS.degagements,
    ],
    "Départ de feu lié au stockage de papiers, de cartons ou de déchets près d'une source de chaleur",
    'Départ de feu dû à un appareil électrique défectueux, une multiprise surchargée ou un chargeur de batterie',
  ],
  cat_produits_inflammables: [
    "Incendie ou explosion lors de l'utilisation de produits inflammables près d'une flamme ou d'une source d'étincelles",
    'Fuite et explosion de gaz (bouteille de propane ou de butane, réseau de gaz, chalumeau)',
    "Incendie accéléré par un enrichissement de l'air en oxygène (bouteilles d'oxygène, oxyconcentrateur)",
    'Stockage de produits inflammables en quantité excessive hors armoire ou local ventilé',
  ],
  cat_atex: [
    ['Explosion de vapeurs inflammables dans une cuve, une fosse ou un local confiné', SEUILS.atex],
    [
      'Explosion de poussières combustibles (bois, farine, sucre) dans un silo, un dépoussiéreur ou un atelier',
      SEUILS.atex,
    ],
    [
      "Explosion due à l'hydrogène dégagé lors de la charge de batteries de traction dans un local non ventilé",
      SEUILS.atex,
    ],
  ],
  cat_points_chauds: [
    'Incendie déclenché par des étincelles ou des projections lors de travaux de soudage, de meulage ou de découpage',
    "Départ de feu différé après des travaux par points chauds, faute de surveillance après la fin de l'intervention",
  ],
  cat_installations_electriques: [
    [
      "Électrisation ou électrocution lors d'une intervention sur une installation électrique par une personne non habilitée",
      SEUILS.habilitation,
    ],
    [
      "Brûlures par arc électrique lors d'une manœuvre ou d'un court-circuit dans une armoire électrique",
      SEUILS.habilitation,
    ],
    [
      "Contact avec des pièces nues sous tension d'une installation dégradée ou non vérifiée",
      SEUILS.verificationElectrique,
    ],
  ],
  cat_appareils_electriques: [
    'Électrisation par un câble dénudé, une prise cassée ou un appareil défectueux',
    'Électrisation en utilisant un appareil électrique avec les mains mouillées ou dans un local humide',
    'Surchauffe et incendie de multiprises branchées en cascade ou de rallonges laissées enroulées',
  ],
  cat_reseaux_lignes: [
    [
      "Électrocution par contact ou amorçage d'un engin, d'une échelle ou d'un échafaudage avec une ligne aérienne",
      SEUILS.lignesAeriennes,
    ],
    [
      "Électrisation ou brûlure lors de l'endommagement d'un câble électrique souterrain pendant un terrassement",
      SEUILS.reseaux,
    ],
  ],
  cat_batteries: [
    "Incendie ou explosion d'une batterie lithium-ion en charge ou endommagée (vélo, trottinette, outillage)",
    [
      "Électrisation ou brûlure lors d'une intervention sur un véhicule électrique ou hybride",
      SEUILS.vehiculesElectriques,
    ],
  ],
  cat_eclairage: [
    [
      'Fatigue visuelle et maux de tête dus à un éclairage insuffisant du poste de travail',
      SEUILS.eclairageBureau,
    ],
    [
      'Chute ou heurt dans une zone de circulation, un escalier ou un entrepôt insuffisamment éclairés',
      SEUILS.eclairage,
    ],
    ['Travail prolongé dans un local sans lumière naturelle', SEUILS.eclairage],
  ],
  cat_eblouissement: [
    "Éblouissement par le soleil ou par des reflets sur l'écran, source de fatigue visuelle et de postures contraignantes",
    "Erreur ou accident dû à un éblouissement (phares, projecteurs, sol brillant) lors d'une manœuvre",
  ],
  cat_travail_precision: [
    'Fatigue visuelle lors de travaux minutieux prolongés (montage, contrôle, lecture de documents fins)',
    "Céphalées et troubles de l'accommodation lors de l'utilisation prolongée d'un microscope ou d'une loupe binoculaire",
  ],
  cat_rayons_x: [
    [
      "Exposition aux rayonnements ionisants lors d'examens radiologiques ou d'actes de radiologie interventionnelle",
      SEUILS.ionisants,
    ],
    [
      "Exposition du cristallin et des mains lors d'actes guidés par imagerie au bloc opératoire",
      SEUILS.ionisants,
    ],
    ["Exposition d'une salariée enceinte aux rayonnements ionisants", SEUILS.ionisantsGrossesse],
    [
      "Exposition accidentelle par entrée dans une zone délimitée pendant l'émission de rayons X",
      SEUILS.ionisants,
    ],
  ],
  cat_radio_veterinaire: [
    [
      "Exposition aux rayons X lors du maintien manuel de l'animal pendant la radiographie",
      SEUILS.ionisants,
    ],
    [
      "Exposition des mains lors du positionnement de l'animal ou de la cassette dans le faisceau",
      SEUILS.ionisants,
    ],
    [
      "Exposition d'une salariée enceinte lors des examens radiologiques",
      SEUILS.ionisantsGrossesse,
    ],
  ],
  cat_uv_lasers: [
    [
      "Lésions oculaires (coup d'arc, photokératite) et brûlures cutanées dues aux UV d'une soudure à l'arc ou d'une lampe germicide",
      SEUILS.optiques,
    ],
    [
      "Lésion de la rétine par exposition accidentelle au faisceau d'un laser (chirurgie, esthétique, mesure)",
      SEUILS.optiques,
    ],
    [
      'Exposition répétée à la lumière bleue intense des lampes à photopolymériser (soins dentaires, prothèse)',
      SEUILS.optiques,
    ],
  ],
  cat_champs_electromagnetiques: [
    [
      "Perturbation d'un implant médical actif (stimulateur cardiaque) d'un salarié à proximité d'une source de champs intenses",
      SEUILS.electromagnetiques,
    ],
    [
      "Projection d'objets ferromagnétiques attirés par l'aimant d'une IRM",
      SEUILS.electromagnetiques,
    ],
    [
      "Vertiges, nausées ou échauffement lors d'expositions à des champs intenses (IRM, soudage par induction)",
      SEUILS.electromagnetiques,
    ],
  ],
  cat_radon: [
    [
      'Exposition au radon dans des locaux en sous-sol ou en rez-de-chaussée mal ventilés (risque de cancer du poumon)',
      SEUILS.radon,
    ],
    [
      'Exposition au radon lors de travaux en vide sanitaire, en cave ou en local technique enterré',
      SEUILS.radon,
    ],
  ],
  cat_vibrations_mains_bras: [
    [
      "Troubles vasculaires (syndrome de Raynaud) et neurologiques des mains liés à l'utilisation prolongée d'outils vibrants",
      SEUILS.vibrationsMainsBras,
    ],
    [
      'Atteintes ostéo-articulaires du coude et du poignet dues aux outils percutants (marteau-piqueur, burineur)',
      SEUILS.vibrationsMainsBras,
    ],
  ],
  cat_vibrations_corps: [
    [
      "Lombalgies et atteintes discales liées à la conduite prolongée d'engins, de chariots ou de poids lourds",
      SEUILS.vibrationsCorps,
    ],
    [
      'Chocs et secousses répétés lors de la circulation sur des sols dégradés ou des pistes de chantier',
      SEUILS.vibrationsCorps,
    ],
  ],
});
