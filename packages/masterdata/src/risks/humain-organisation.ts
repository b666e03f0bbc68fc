import { risquesParCategorie } from './define.js';
import { SEUILS } from './seuils.js';

/** Risks of families 17 and 19 to 21: psychosocial risks, collisions, addictions, screen work. */
export const RISQUES_HUMAIN_ORGANISATION = risquesParCategorie({
  cat_charge_travail: [
    [
      'Épuisement professionnel (burn-out) lié à une charge de travail durablement excessive',
      SEUILS.rps,
    ],
    'Stress chronique dû à des délais intenables, à des interruptions fréquentes et à des urgences permanentes',
    [
      'Débordement du travail sur la vie personnelle (messages et appels en dehors des horaires)',
      SEUILS.deconnexion,
    ],
    "Perte de sens et souffrance liées à l'impossibilité de faire un travail de qualité (conflits de valeurs, manque de moyens)",
  ],
  cat_relations_travail: [
    [
      "Harcèlement moral (dénigrement, mise à l'écart, pressions répétées) dégradant la santé du salarié",
      SEUILS.harcelement,
    ],
    ['Harcèlement sexuel ou agissements sexistes au travail', SEUILS.harcelement],
    "Conflits interpersonnels répétés ou tensions au sein de l'équipe non régulés par l'encadrement",
    'Manque de soutien et de reconnaissance de la part de la hiérarchie ou des collègues',
  ],
  cat_relation_public: [
    'Charge émotionnelle liée à la confrontation à la souffrance, à la maladie ou à la mort',
    "Tension liée à la prise en charge de clients, d'usagers ou de familles mécontents ou exigeants",
    "Épuisement lié à l'obligation de maîtriser ses émotions face au public en toutes circonstances",
  ],
  cat_changements_insecurite: [
    "Stress lié à des réorganisations, restructurations ou changements d'outils mal accompagnés",
    "Anxiété liée à l'insécurité de l'emploi ou à l'incertitude sur l'avenir de l'activité",
    "Manque d'autonomie et de marges de manœuvre (procédures rigides, contrôle excessif)",
    'Stress lié à des rôles mal définis ou à des consignes contradictoires',
  ],
  cat_euthanasie_vet: [
    "Fatigue compassionnelle liée à la répétition des euthanasies et à l'accompagnement du deuil des propriétaires",
    "Tension ou agressivité de propriétaires d'animaux (désaccord sur les soins, coût des actes, décès de l'animal)",
    'Épuisement lié aux gardes, aux urgences et aux amplitudes horaires importantes',
  ],
  cat_heurts_obstacles: [
    "Heurt contre un tiroir ou une porte d'armoire laissés ouverts, ou contre l'angle d'un meuble",
    'Choc de la tête contre une poutre, une canalisation ou un plafond bas (combles, sous-sol, réserve)',
    "Heurt d'une porte vitrée non signalée ou d'une porte battante sans oculus",
  ],
  cat_espaces_exigus: [
    'Heurts et postures contraignantes dans un espace de travail trop étroit ou encombré',
    "Heurt ou coincement entre collègues dans des passages trop étroits aux heures d'affluence",
  ],
  cat_objets_mouvement: [
    'Heurt par un chariot, un roll ou un lit poussé par un collègue dans un couloir sans visibilité',
    "Bousculade ou chute provoquée par l'affluence du public (ouverture du magasin, sortie des classes)",
  ],
  cat_surveillance_eleves: [
    'Heurt ou chute provoqués par des élèves qui courent ou jouent au ballon dans la cour',
    "Coup reçu en s'interposant dans une bagarre entre élèves",
    "Accident lors d'une sortie scolaire (traversée de chaussée, transport, activités en extérieur)",
    [
      'Exposition au froid, à la pluie ou au soleil lors des surveillances prolongées de cour',
      SEUILS.intemperies,
    ],
  ],
  cat_alcool: [
    [
      "Accident du travail (chute, erreur, accident de machine) lié à la consommation d'alcool sur le lieu de travail ou avant la prise de poste",
      SEUILS.alcool,
    ],
    ["Accident de la route au retour d'un pot ou d'un repas d'affaires arrosé", SEUILS.alcoolRoute],
    "Baisse de vigilance, absentéisme et conflits liés à une consommation chronique d'alcool",
  ],
  cat_drogues_medicaments: [
    "Baisse de vigilance et accident liés à la consommation de cannabis ou d'autres stupéfiants",
    'Somnolence liée à la prise de médicaments psychoactifs (anxiolytiques, somnifères, antihistaminiques) sur un poste à risque',
    'Consommation de substances pour « tenir » face à la charge de travail, aux horaires ou à la pénibilité',
  ],
  cat_tabac: [
    [
      "Exposition au tabagisme passif dans des locaux où l'interdiction de fumer n'est pas respectée",
      SEUILS.tabac,
    ],
    'Départ de feu dû à un mégot mal éteint près de matières inflammables',
  ],
  cat_poste_ecran: [
    [
      'Douleurs cervicales et dorsales dues à un écran mal positionné (trop bas, trop haut, décalé)',
      SEUILS.ecran,
    ],
    [
      "Troubles musculo-squelettiques du poignet et de l'épaule (canal carpien, tendinite) liés à l'usage intensif du clavier et de la souris",
      SEUILS.ecran,
    ],
    "Postures contraignantes liées à l'usage prolongé d'un ordinateur portable sans écran ni clavier séparés",
    'Douleurs lombaires liées à un siège non réglable ou mal réglé',
  ],
  cat_fatigue_visuelle: [
    [
      'Fatigue visuelle (yeux secs, picotements, maux de tête) liée au travail prolongé sur écran sans pause',
      SEUILS.ecran,
    ],
    ['Troubles visuels non corrigés aggravés par le travail sur écran', SEUILS.ecran],
  ],
  cat_sedentarite: [
    'Troubles circulatoires, prise de poids et risque cardiovasculaire liés à la position assise prolongée',
    "Raideurs et douleurs dues à l'absence de pauses et de changements de posture",
  ],
  cat_teletravail: [
    'Douleurs liées à un poste de travail à domicile non ergonomique (table de cuisine, canapé)',
    "Isolement social et perte de lien avec l'équipe en télétravail prolongé",
    [
      'Hyperconnexion et difficulté à séparer vie professionnelle et vie personnelle',
      SEUILS.deconnexion,
    ],
  ],
});
