import { risquesParCategorie } from './define.js';
import { SEUILS } from './seuils.js';

/** Risks of families 23 to 29: lone work, violence, organisation, co-activity, commuting, people, animals. */
export const RISQUES_ORGANISATION_POPULATIONS = risquesParCategorie({
  cat_travail_isole: [
    [
      "Absence ou retard des secours en cas de malaise ou d'accident d'un salarié travaillant seul",
      SEUILS.isole,
    ],
    "Ouverture ou fermeture de l'établissement par un salarié seul, tôt le matin ou tard le soir (agression, malaise non détecté)",
    [
      'Intervention seul dans un local technique, un sous-sol, une chambre froide ou une cuve',
      SEUILS.isole,
    ],
  ],
  cat_interventions_domicile: [
    "Agression ou situation de conflit au domicile d'un client ou d'un patient, sans possibilité d'alerter",
    [
      "Accident lors d'une intervention sur un site isolé sans couverture téléphonique",
      SEUILS.isole,
    ],
    'Exposition à un environnement inconnu et non maîtrisé (logement insalubre, animaux, installations vétustes)',
  ],
  cat_gardes_nuit: [
    "Agression lors d'une garde de nuit ou d'une permanence ouverte au public",
    'Salarié seul face à une urgence vitale ou à une situation critique pendant la nuit',
  ],
  cat_agressions_verbales: [
    "Insultes, menaces ou intimidations de la part de clients, d'usagers ou de patients mécontents",
    "Agressivité liée aux temps d'attente ou à un refus (remboursement, délivrance, accès, rendez-vous)",
    'Dénigrement ou menaces par téléphone, par courriel ou sur les réseaux sociaux',
  ],
  cat_agressions_physiques: [
    'Coups, morsures ou griffures infligés par un patient ou un résident agité, confus ou désorienté',
    "Agression physique par une personne alcoolisée ou sous l'emprise de stupéfiants",
    "Violences en s'interposant dans un conflit entre clients ou usagers",
  ],
  cat_vols_braquages: [
    "Vol à main armée ou braquage dans l'établissement (magasin, pharmacie, agence)",
    "Agression lors du transport des recettes à la banque ou de la fermeture de l'établissement",
    "Violences en tentant de s'opposer à un vol à l'étalage",
    'Syndrome de stress post-traumatique après un braquage, un vol violent ou une agression',
  ],
  cat_relations_familles: [
    "Agressivité ou menaces de la part de parents d'élèves, de familles de patients ou de proches de résidents",
    'Mise en cause publique ou plainte abusive générant un stress important',
  ],
  cat_travail_nuit: [
    [
      'Troubles du sommeil, fatigue chronique et risque cardiovasculaire liés au travail de nuit régulier',
      SEUILS.nuit,
    ],
    [
      "Baisse de vigilance en fin de nuit augmentant le risque d'erreur et d'accident, y compris sur le trajet du retour",
      SEUILS.travailleurNuit,
    ],
    [
      'Désorganisation de la vie familiale et sociale liée au travail posté en équipes alternantes',
      SEUILS.nuitPenibilite,
    ],
  ],
  cat_horaires_amplitude: [
    [
      'Fatigue et baisse de vigilance dues à des journées longues ou à un repos quotidien insuffisant',
      SEUILS.repos,
    ],
    "Horaires coupés ou imprévisibles perturbant l'équilibre entre vie professionnelle et vie personnelle",
    ['Astreintes et rappels fréquents empêchant une récupération suffisante', SEUILS.repos],
  ],
  cat_organisation_defaillante: [
    [
      "Accident d'un salarié affecté à une tâche nouvelle sans formation ni consignes de sécurité",
      SEUILS.formationSecurite,
    ],
    'Erreurs et accidents liés à un sous-effectif chronique ou à des absences non remplacées',
    "Travail dans l'urgence permanente par défaut de planification (commandes de dernière minute, imprévus)",
  ],
  cat_grands_deplacements: [
    'Fatigue liée aux voyages fréquents, aux nuits hors du domicile et au décalage horaire',
    "Risques sanitaires et de sûreté lors des missions à l'étranger (maladies, insécurité, accès aux soins)",
  ],
  cat_entreprises_exterieures: [
    [
      "Accident dû à l'interférence entre l'activité de l'entreprise et celle d'un prestataire (nettoyage, maintenance, travaux)",
      SEUILS.planPrevention,
    ],
    [
      'Exposition des salariés à des risques apportés par un intervenant extérieur (produits, engins, travaux par points chauds)',
      SEUILS.planPrevention,
    ],
    [
      "Intervention d'une entreprise extérieure de nuit ou dans un lieu isolé sans moyen d'alerte",
      SEUILS.isoleEntrepriseExterieure,
    ],
  ],
  cat_coactivite_chantier: [
    [
      "Accident lié à des travaux superposés ou simultanés de plusieurs corps d'état dans une même zone",
      SEUILS.coordinationSps,
    ],
    [
      'Protection collective retirée par une entreprise et non remise en place pour les suivantes',
      SEUILS.coordinationSps,
    ],
    "Circulation d'engins et de piétons de plusieurs entreprises sans plan d'installation de chantier commun",
  ],
  cat_accueil_transporteurs: [
    [
      "Départ inopiné d'un poids lourd pendant son chargement ou son déchargement à quai",
      SEUILS.protocoleSecurite,
    ],
    [
      'Accident lors des opérations de chargement ou de déchargement réalisées par un transporteur extérieur',
      SEUILS.protocoleSecurite,
    ],
    'Méconnaissance des règles du site par les chauffeurs extérieurs (circulation, zones interdites, consignes)',
  ],
  cat_trajets: [
    'Accident de la route sur le trajet domicile-travail, majoré par la fatigue en fin de poste ou les horaires décalés',
    "Accident à deux-roues ou à vélo sur le trajet, aggravé par les intempéries ou l'obscurité",
    'Chute de plain-pied sur le trajet à pied (trottoir glissant, verglas)',
    "Vitesse excessive sur le trajet sous la pression d'une prise de poste matinale ou d'un retard",
  ],
  cat_jeunes: [
    [
      "Affectation d'un jeune de moins de 18 ans à des travaux interdits ou réglementés sans dérogation (machines dangereuses, travail en hauteur, produits chimiques)",
      SEUILS.jeunes,
    ],
    "Accident d'un apprenti ou d'un stagiaire par inexpérience et méconnaissance des risques du poste",
  ],
  cat_femmes_enceintes: [
    [
      "Exposition d'une salariée enceinte ou allaitante à des agents toxiques pour la reproduction, à certains agents biologiques ou aux rayonnements ionisants",
      SEUILS.enceinte,
    ],
    'Fatigue, port de charges et station debout prolongée non adaptés pendant la grossesse',
    [
      "Maintien d'une salariée enceinte en travail de nuit alors qu'un poste de jour peut lui être proposé",
      SEUILS.enceinteNuit,
    ],
  ],
  cat_interimaires: [
    [
      "Accident d'un intérimaire ou d'un salarié en CDD affecté à un poste à risques sans formation renforcée à la sécurité",
      SEUILS.interim,
    ],
    [
      'Méconnaissance des consignes et des lieux par un nouvel arrivant insuffisamment accueilli',
      SEUILS.formationSecurite,
    ],
  ],
  cat_handicap_restrictions: [
    [
      "Poste non adapté aux restrictions prescrites par le médecin du travail, aggravant l'état de santé du salarié",
      SEUILS.avisMedecin,
    ],
    'Évacuation incendie non prévue pour une personne à mobilité réduite ou malentendante',
  ],
  cat_contention_animaux: [
    "Morsure ou griffure lors de la contention d'un chien ou d'un chat stressé ou agressif",
    "Coup de pied, écrasement ou projection par un cheval ou un bovin lors d'un examen ou d'un soin",
    [
      "Lombalgie lors du soulèvement d'un animal lourd sur la table d'examen ou d'opération",
      SEUILS.manutention,
    ],
    'Morsure ou blessure par un nouvel animal de compagnie (reptile, rongeur, oiseau) au comportement mal connu',
  ],
  cat_hebergement_animaux: [
    [
      "Exposition au bruit des aboiements dans le chenil ou la zone d'hospitalisation",
      SEUILS.bruit,
    ],
    "Allergies respiratoires ou cutanées aux poils, squames et urines d'animaux",
    "Morsure lors de la sortie d'un animal de sa cage ou du nettoyage en présence de l'animal",
  ],
  cat_animaux_interventions: [
    "Morsure par un chien lors d'une livraison ou d'une intervention chez un particulier",
    'Piqûres de guêpes ou de frelons lors de travaux en extérieur, avec risque de choc allergique',
    "Morsure de tique lors d'interventions en espaces verts ou en zone boisée (maladie de Lyme)",
  ],
});
