import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 4, déplacements routiers en mission: cars and vans, heavy goods vehicles (sources:
 * SOURCES.md).
 */
export const MESURES_DEPLACEMENTS_ROUTIERS = mesuresParCategorie(
  {
    cat_conduite_mission: [
      {
        texte:
          'Remplacer les déplacements évitables par des réunions à distance et prendre le train pour les longues distances',
        principe: 1,
        nature: 'suppression',
        risques: [1, 2],
      },
      {
        texte:
          "Choisir des véhicules équipés d'aides à la conduite (freinage d'urgence, limiteur de vitesse, alerte de franchissement de ligne)",
        principe: 5,
        nature: 'technique',
        risques: [1, 4, 5],
      },
      {
        texte:
          "Fixer le GPS au tableau de bord et programmer l'itinéraire avant le départ, jamais en roulant",
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Équiper les utilitaires d'une cloison entre cabine et chargement, de points d'arrimage et d'une plaque indiquant la charge utile",
        principe: 8,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Régler les téléphones de service en mode conduite, qui bloque appels et notifications tant que le véhicule roule',
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Planifier les rendez-vous avec des temps de trajet calculés aux vitesses autorisées et une marge pour les aléas',
        principe: 4,
        nature: 'organisationnelle',
        risques: [1, 5],
      },
      {
        texte:
          'Prévoir dans la note de déplacements une pause toutes les deux heures de conduite et une nuit sur place après une longue journée',
        principe: 4,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Interdire de téléphoner en conduisant, même en mains libres, et organiser les rappels lors des arrêts',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Suivre l'entretien de chaque véhicule sur un carnet (pneumatiques, freins, éclairage) et faire un tour du véhicule avant chaque départ",
        principe: 7,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte:
          "Écrire dans la politique de déplacements qu'aucun retard dû au respect des limitations de vitesse n'est reproché",
        principe: 7,
        nature: 'organisationnelle',
        risques: [5],
      },
      {
        texte:
          "Prendre en charge une nuit d'hôtel ou un autre moyen de transport quand le salarié est trop fatigué pour reprendre le volant",
        principe: 4,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Faire suivre aux salariés qui conduisent souvent une formation pratique à la conduite préventive (stage post-permis)',
        principe: 9,
        nature: 'formation-information',
        risques: [1],
      },
    ],
    cat_poids_lourds: [
      {
        texte:
          "Équiper les poids lourds de rétroviseurs d'angle mort, de caméras latérales et de la signalisation « angles morts »",
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Fournir dans chaque véhicule sangles, barres de calage et tapis antiglisse en nombre suffisant et les remplacer dès qu'ils sont usés",
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Choisir des cabines à marchepieds larges et antidérapants et poser des poignées d'accès à la remorque",
        principe: 3,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          "Installer aux postes de chargement une passerelle ou un escalier d'accès à la remorque",
        principe: 3,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Établir des plannings qui respectent temps de conduite et pauses, contrôlés chaque mois sur les données du chronotachygraphe',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Établir pour chaque tournée un plan de chargement qui répartit les charges et respecte la charge par essieu',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          "Planifier les livraisons en ville hors des heures d'entrée et de sortie des écoles lorsque le client le permet",
        principe: 4,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Organiser des relais de conducteurs ou des découchés sur les tournées les plus longues',
        principe: 4,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Informer les conducteurs des signes de la somnolence et organiser avec le médecin du travail le dépistage de l'apnée du sommeil",
        principe: 9,
        nature: 'formation-information',
        risques: [1],
      },
      {
        texte: "Former les conducteurs à la répartition et à l'arrimage des charges",
        principe: 9,
        nature: 'formation-information',
        risques: [2],
      },
      {
        texte:
          "Rappeler lors de l'accueil des conducteurs la descente de cabine face au véhicule avec trois points d'appui",
        principe: 9,
        nature: 'formation-information',
        risques: [4],
      },
      {
        texte:
          'Former les conducteurs de poids lourds à la conduite en ville et au contrôle des angles morts avant chaque manœuvre',
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
    ],
  },
  risquesDeLaCategorie,
);
