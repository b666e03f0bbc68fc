import type { MesureDef } from './define.js';

/** Family 12, Ambiances thermiques (sources: SOURCES.md, section « Ambiances thermiques »). */
export const MESURES_AMBIANCES_THERMIQUES: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_chaleur: [
    {
      texte:
        "Mécaniser les tâches physiques les plus lourdes pour réduire l'effort fourni en ambiance chaude",
      principe: 5,
      nature: 'technique',
      risques: [1, 3],
    },
    {
      texte:
        "Installer des zones d'ombre (bâche, tonnelle) et un abri frais à proximité des postes extérieurs",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Protéger les locaux du soleil (stores extérieurs, films) et les équiper d'une ventilation ou d'une climatisation",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte: "Mettre à disposition de l'eau potable et fraîche à proximité des postes de travail",
      principe: 4,
      nature: 'organisationnelle',
      article: 'R4225-2',
    },
    {
      texte:
        'Avancer les horaires et allonger les pauses des travaux physiques extérieurs pendant les vigilances canicule',
      principe: 4,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Limiter la durée de port continu des combinaisons étanches et prévoir des pauses de récupération au frais',
      principe: 4,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        'Interdire le travail isolé en ambiance chaude et organiser une surveillance mutuelle des signes de malaise',
      principe: 7,
      nature: 'organisationnelle',
    },
    {
      texte:
        'Former les salariés exposés à reconnaître les signes du coup de chaleur et aux premiers gestes à faire',
      principe: 9,
      nature: 'formation-information',
      risques: [1, 3],
    },
  ],
  cat_froid: [
    {
      texte:
        "Préparer et conditionner les produits dans un local tempéré plutôt qu'en chambre froide quand le produit le permet",
      principe: 6,
      nature: 'suppression',
      risques: [1, 3],
    },
    {
      texte:
        "Gainer de matière isolante les poignées d'outils, de chariots et de portes manipulées au froid",
      principe: 3,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        "Équiper chaque chambre froide d'une ouverture intérieure sans clé et d'une alarme actionnable de l'intérieur",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Poser à l'extérieur de chaque chambre froide un voyant signalant que son éclairage intérieur est allumé",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Limiter la durée de séjour continu en chambre froide et prévoir des pauses dans un local chauffé',
      principe: 4,
      nature: 'organisationnelle',
      risques: [1, 3],
    },
    {
      texte:
        "Vérifier avant chaque fermeture de fin de poste que personne n'est resté dans la chambre froide",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Fournir des vêtements isolants, des gants fins isolants et des chaussures chaudes adaptés à la température',
      principe: 8,
      nature: 'epi',
      risques: [1, 3],
    },
  ],
  cat_intemperies: [
    {
      texte:
        'Arrimer ou ranger les matériaux légers, bâches et panneaux en fin de poste et avant un coup de vent',
      principe: 3,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Installer près des postes extérieurs un abri chauffé pour les pauses et le séchage des vêtements',
      principe: 8,
      nature: 'technique',
      article: 'R4225-1',
      risques: [3],
    },
    {
      texte: "Installer des zones d'ombre (parasols, bâches) aux postes extérieurs fixes",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Programmer les tâches exposées au soleil tôt le matin ou en fin de journée plutôt qu'en milieu de journée",
      principe: 4,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte: 'Prévoir des pauses au chaud plus fréquentes par temps froid et humide',
      principe: 4,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        'Consulter chaque jour la vigilance météo et fixer la vitesse de vent au-delà de laquelle le levage et les travaux en hauteur cessent',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Interrompre les travaux et mettre les équipes à l'abri dans un bâtiment ou un véhicule dès les premiers signes d'orage",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Fournir des vêtements couvrants, un chapeau à large bord, des lunettes filtrantes et de la crème solaire',
      principe: 8,
      nature: 'epi',
      risques: [1],
    },
    {
      texte:
        'Fournir des vêtements de pluie respirants, des vêtements chauds de rechange et des gants adaptés',
      principe: 8,
      nature: 'epi',
      risques: [3],
    },
  ],
  cat_qualite_air: [
    {
      texte:
        "Orienter les bouches de soufflage pour que l'air ne soit pas dirigé directement sur les postes",
      principe: 3,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Placer un capteur de CO2 à affichage dans les salles de réunion et aérer dès que le seuil fixé est atteint',
      principe: 5,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Mesurer l'humidité des bureaux à l'hygromètre et régler la climatisation ou humidifier l'air quand elle est trop basse",
      principe: 5,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Installer une ventilation mécanique qui apporte le débit d'air neuf réglementaire par occupant",
      principe: 8,
      nature: 'technique',
      article: 'R4222-6',
      risques: [1],
    },
    {
      texte: 'Limiter le nombre de personnes par salle à la capacité prévue par la ventilation',
      principe: 4,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Faire nettoyer la ventilation et changer les filtres de la climatisation selon un contrat d'entretien écrit",
      principe: 7,
      nature: 'organisationnelle',
    },
  ],
};
