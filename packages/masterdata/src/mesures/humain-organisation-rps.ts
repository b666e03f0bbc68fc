import type { MesureDef } from './define.js';

/** Family 17, Risques psychosociaux (sources: SOURCES.md, section « Risques psychosociaux »). */
export const MESURES_RISQUES_PSYCHOSOCIAUX: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_charge_travail: [
    {
      texte:
        'Paramétrer la messagerie pour différer les envois hors horaires et couper les notifications la nuit et le week-end',
      principe: 5,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        'Aménager des plages sans interruption (messagerie fermée, bureau isolé) pour les tâches qui demandent de la concentration',
      principe: 4,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Faire chaque trimestre avec chaque salarié un point charge de travail et moyens, et noter les ajustements décidés',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2, 4],
    },
    {
      texte:
        'Fixer par écrit délais et priorités et désigner qui arbitre quand les demandes se cumulent',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Suivre les heures supplémentaires et les dépassements d'horaires, avec une alerte au responsable quand ils se répètent",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Fixer par accord ou par charte les plages sans messages ni appels et les modalités du droit à la déconnexion',
      principe: 7,
      nature: 'organisationnelle',
      article: 'L2242-17',
      risques: [3],
    },
    {
      texte:
        "Organiser des temps d'échange réguliers en équipe sur la qualité du travail et les moyens qui manquent",
      principe: 7,
      nature: 'organisationnelle',
      risques: [4],
    },
    {
      texte:
        "Former les managers au repérage des signes d'épuisement et à l'orientation vers le médecin du travail",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2],
    },
    {
      texte:
        "Afficher les coordonnées du médecin du travail et d'un service d'écoute psychologique",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 4],
    },
  ],
  cat_relations_travail: [
    {
      texte:
        "Inscrire dans le règlement intérieur l'interdiction du harcèlement moral et sexuel et les sanctions encourues",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2],
    },
    {
      texte:
        "Écrire et diffuser une procédure de signalement et d'enquête interne pour les faits de harcèlement",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2],
    },
    {
      texte:
        "Désigner parmi les membres du CSE un référent en matière de harcèlement sexuel et d'agissements sexistes",
      principe: 7,
      nature: 'organisationnelle',
      article: 'L2314-1',
      risques: [2],
    },
    {
      texte:
        "Désigner un référent employeur pour le harcèlement sexuel dans les entreprises d'au moins 250 salariés",
      principe: 7,
      nature: 'organisationnelle',
      article: 'L1153-5-1',
      risques: [2],
    },
    {
      texte:
        "Organiser une médiation par un tiers dès qu'un conflit est signalé et noter les décisions prises",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Tenir des réunions d'équipe régulières avec un temps prévu pour les difficultés rencontrées",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3, 4],
    },
    {
      texte:
        'Tenir chaque année un entretien individuel sur le travail réel, ses difficultés et sa reconnaissance',
      principe: 7,
      nature: 'organisationnelle',
      risques: [4],
    },
    {
      texte:
        "Former l'encadrement à la prévention du harcèlement et à la régulation des conflits dans l'équipe",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2, 3],
    },
    {
      texte:
        "Afficher les textes sur le harcèlement et les coordonnées du référent, de l'inspection du travail et du Défenseur des droits",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2],
    },
  ],
  cat_relation_public: [
    {
      texte:
        "Aménager une salle de repos à l'écart du public et accorder une pause après une situation éprouvante",
      principe: 4,
      nature: 'organisationnelle',
      risques: [1, 3],
    },
    {
      texte: 'Faire alterner les salariés entre accueil du public et tâches sans contact direct',
      principe: 4,
      nature: 'organisationnelle',
      risques: [2, 3],
    },
    {
      texte: "Organiser des groupes d'analyse des pratiques animés par un psychologue extérieur",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 3],
    },
    {
      texte: 'Organiser un temps de reprise en équipe après un décès ou un événement marquant',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Écrire ce qui peut être accordé au client et qui prend le relais en cas de désaccord persistant',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Former les salariés en contact avec le public à la gestion des situations tendues et des émotions',
      principe: 9,
      nature: 'formation-information',
      risques: [2, 3],
    },
  ],
  cat_changements_insecurite: [
    {
      texte:
        "Laisser aux salariés le choix des méthodes et de l'ordre des tâches lorsque la sécurité le permet",
      principe: 4,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Revoir avec l'équipe les procédures trop rigides et supprimer les contrôles sans utilité",
      principe: 4,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        'Associer les salariés concernés à la préparation du changement et tester avec eux les nouveaux outils',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Planifier le changement avec une formation aux nouveaux outils avant leur mise en service',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Informer régulièrement, par écrit et en réunion, de la situation de l'activité et des projets de l'entreprise",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Rédiger pour chaque poste une fiche précisant missions, responsabilités et responsable hiérarchique',
      principe: 7,
      nature: 'organisationnelle',
      risques: [4],
    },
    {
      texte: "Désigner un interlocuteur unique chargé d'arbitrer les consignes contradictoires",
      principe: 7,
      nature: 'organisationnelle',
      risques: [4],
    },
    {
      texte:
        "Informer les salariés touchés par une réorganisation qu'ils peuvent rencontrer le médecin du travail à leur demande",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2],
    },
  ],
  cat_euthanasie_vet: [
    {
      texte:
        "Aménager une pièce calme dédiée aux euthanasies et à l'accueil des propriétaires endeuillés",
      principe: 8,
      nature: 'technique',
      risques: [1, 2],
    },
    {
      texte: "Répartir les euthanasies entre les vétérinaires et les auxiliaires de l'équipe",
      principe: 4,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Organiser les gardes en service partagé entre cliniques pour réduire leur nombre par vétérinaire',
      principe: 4,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        'Planifier un repos après chaque garde de nuit pour garantir 11 heures de repos consécutives',
      principe: 4,
      nature: 'organisationnelle',
      article: 'L3131-1',
      risques: [3],
    },
    {
      texte:
        "Organiser des temps d'échange en équipe ou avec un psychologue après les situations difficiles",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte: 'Afficher les tarifs et remettre un devis écrit avant les actes coûteux',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Former l'équipe à l'annonce d'une mauvaise nouvelle et à la conduite à tenir face à un propriétaire agressif",
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2],
    },
  ],
};
