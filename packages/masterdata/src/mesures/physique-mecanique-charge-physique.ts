import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Family 5, charge physique de travail et manutention manuelle (sources: SOURCES.md). */
export const MESURES_CHARGE_PHYSIQUE = mesuresParCategorie(
  {
    cat_port_charges: [
      {
        texte:
          'Commander les produits en conditionnements de 25 kg au plus lorsque le fournisseur le propose',
        principe: 6,
        nature: 'suppression',
        risques: [1, 2],
      },
      {
        texte:
          "Équiper les postes qui manutentionnent des charges lourdes d'aides mécaniques (table élévatrice, chariot, palan, transpalette)",
        principe: 3,
        nature: 'technique',
        article: 'R4541-5',
        risques: [1, 2],
      },
      {
        texte:
          'Équiper les charges de poignées ou les placer dans des bacs à poignées, et poser des butées aux emplacements de dépose',
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Choisir des chariots et des rolls à roues de grand diamètre, roulements entretenus et poignées à hauteur réglable',
        principe: 3,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Motoriser le déplacement des chariots et conteneurs lourds par un tracteur ou une assistance électrique',
        principe: 5,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          'Stocker les charges lourdes à hauteur de taille pour supprimer les prises au sol et au-dessus des épaules',
        principe: 4,
        nature: 'organisationnelle',
        risques: [1, 2],
      },
      {
        texte:
          'Répartir le tonnage journalier entre plusieurs personnes et alterner postes lourds et postes légers',
        principe: 4,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          "Former les salariés qui manutentionnent à la prévention des risques liés à l'activité physique (PRAP) et à l'usage des aides",
        principe: 9,
        nature: 'formation-information',
        risques: [1, 2, 4],
      },
      {
        texte:
          'Fournir des chaussures de sécurité à embout et des gants de manutention adaptés aux charges',
        principe: 8,
        nature: 'epi',
        risques: [3],
      },
    ],
    cat_postures: [
      {
        texte:
          'Installer des plateformes réglables qui amènent la zone de travail sous la hauteur des épaules',
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Équiper les postes de plans de travail et de supports réglables en hauteur pour travailler entre la taille et les coudes',
        principe: 3,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          'Fournir des outils à manche long ou télescopique pour les travaux en plafond ou au sol',
        principe: 3,
        nature: 'technique',
        risques: [1, 3],
      },
      {
        texte:
          'Fournir des sièges bas à roulettes ou des tabourets de sol pour les travaux près du sol',
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Installer des sièges assis-debout et des tapis anti-fatigue aux postes tenus debout',
        principe: 3,
        nature: 'technique',
        risques: [4],
      },
      {
        texte: "Placer pièces et matériel face à l'opérateur pour supprimer les rotations du tronc",
        principe: 4,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Alterner les tâches pour limiter à une durée fixée les périodes bras levés, penché ou à genoux',
        principe: 4,
        nature: 'organisationnelle',
        risques: [1, 2, 3],
      },
      {
        texte: 'Organiser des pauses assises et alterner les tâches debout avec des tâches assises',
        principe: 4,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte: 'Fournir des genouillères de protection aux salariés qui travaillent à genoux',
        principe: 8,
        nature: 'epi',
        risques: [3],
      },
    ],
    cat_gestes_repetitifs: [
      {
        texte:
          'Automatiser ou mécaniser les opérations les plus répétitives (vissage, étiquetage, mise sous film, conditionnement)',
        principe: 1,
        nature: 'suppression',
      },
      {
        texte:
          'Fournir des visseuses électriques à couple réglable et des outils dont la poignée est adaptée à la main',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Aménager le poste pour que pièces et bacs soient à portée, coudes au corps, sans lever le bras au-dessus de l'épaule",
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Réduire la cadence ou la répartir entre plusieurs opérateurs, avec des micro-pauses planifiées dans chaque heure',
        principe: 4,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Organiser la rotation entre des postes qui sollicitent des articulations différentes',
        principe: 4,
        nature: 'organisationnelle',
      },
      {
        texte:
          "Convenir avec le médecin du travail du repérage précoce des douleurs et de l'aménagement du poste des salariés concernés",
        principe: 7,
        nature: 'organisationnelle',
      },
    ],
    cat_manipulation_patients: [
      {
        texte:
          'Équiper les chambres de lève-personnes sur rail plafonnier ou mobiles et de draps de glisse en nombre suffisant',
        principe: 3,
        nature: 'technique',
        article: 'R4541-5',
        risques: [1],
      },
      {
        texte:
          'Mettre à chaque étage un lève-personne qui relève du sol ou un coussin de relevage pour les personnes tombées',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte: 'Équiper les chambres de lits médicalisés à hauteur variable électrique',
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Équiper lits et brancards de roues motorisées ou fournir un pousse-lit électrique pour les longues distances et les pentes',
        principe: 5,
        nature: 'technique',
        risques: [4],
      },
      {
        texte:
          "Noter dans le dossier de chaque résident son niveau d'autonomie et l'aide technique à utiliser pour ses transferts",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 2, 3],
      },
      {
        texte:
          'Planifier à deux soignants les transferts et les toilettes des personnes dépendantes',
        principe: 4,
        nature: 'organisationnelle',
        risques: [1, 3],
      },
      {
        texte:
          'Confier les transferts de lits sur les longues distances à un service de brancardage équipé',
        principe: 4,
        nature: 'organisationnelle',
        risques: [4],
      },
      {
        texte:
          'Former les soignants à la mobilisation des patients avec les aides techniques (formation PRAP 2S)',
        principe: 9,
        nature: 'formation-information',
        risques: [1, 2, 3],
      },
      {
        texte:
          "Apprendre aux soignants à accompagner vers le sol un patient qui chute plutôt qu'à le retenir",
        principe: 9,
        nature: 'formation-information',
        risques: [2],
      },
    ],
    cat_port_enfants: [
      {
        texte:
          "Installer des tables à langer à hauteur réglable avec un escalier escamotable que l'enfant monte seul",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte: 'Choisir des lits à barreaux à sommier réglable en hauteur ou à côté coulissant',
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Fournir aux professionnels des sièges bas à roulettes conçus pour l'adulte, pour les activités à hauteur d'enfant",
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Équiper les salles d'un plan de travail et d'un lavabo à hauteur d'adulte pour les tâches faites sans les enfants",
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Ranger lits de sieste et tapis sur des chariots à roulettes dans la salle où ils servent',
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Inscrire dans le projet pédagogique que l'enfant qui marche monte seul à la table à langer et au lit par un marchepied",
        principe: 4,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Former les professionnels de la petite enfance au portage et aux postures (formation PRAP 2S)',
        principe: 9,
        nature: 'formation-information',
      },
    ],
    cat_voix: [
      {
        texte:
          'Traiter acoustiquement les salles (plafond absorbant, panneaux muraux) pour réduire la réverbération',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Poser des patins sous les pieds des chaises et des tables pour réduire le bruit de fond',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Équiper d'un système d'amplification de la voix les salariés qui s'adressent à des groupes",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Alterner dans l'emploi du temps les séquences de parole soutenue et les activités silencieuses",
        principe: 4,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Orienter vers le médecin du travail tout salarié dont l'enrouement dure plus de quinze jours",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Former les personnels qui parlent longtemps à la technique vocale (respiration, placement de la voix) et mettre de l'eau à disposition",
        principe: 9,
        nature: 'formation-information',
        risques: [1],
      },
    ],
    cat_caisse: [
      {
        texte:
          "Installer des caisses réglables en hauteur, à tapis motorisé et scanner placé face à l'hôte de caisse",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Équiper chaque caisse d'un siège réglable et d'un repose-pieds permettant d'alterner assis et debout",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Équiper chaque caisse d'un scanner à main pour lire les articles lourds sans les soulever",
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Installer un monnayeur automatique ou un coffre de dépôt pour réduire le fond de caisse et les comptages',
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Écrire dans la consigne de caisse que les packs et articles lourds restent dans le chariot du client',
        principe: 4,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          "Planifier des rotations entre la caisse et d'autres postes et des pauses fixes à chaque vacation",
        principe: 4,
        nature: 'organisationnelle',
        risques: [1, 3],
      },
      {
        texte:
          "Ajuster l'effectif en caisse aux pics d'affluence prévus et ouvrir une caisse de plus sur appel",
        principe: 4,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Former les hôtes de caisse à la gestion des clients mécontents et à la conduite à tenir face à une incivilité',
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
    ],
    cat_mise_en_rayon: [
      {
        texte:
          'Demander aux fournisseurs des colis prêts à la vente et de poids limité pour les produits lourds',
        principe: 6,
        nature: 'suppression',
        risques: [1],
      },
      {
        texte:
          'Fournir des chariots de réassort à plateau réglable et des marchepieds pour le haut des gondoles',
        principe: 3,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          'Poser des rebords ou des barres anti-chute en façade des étagères hautes des gondoles',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Implanter les produits lourds entre genoux et épaules dans les linéaires, jamais en partie basse ou haute',
        principe: 4,
        nature: 'organisationnelle',
        risques: [1, 2],
      },
      {
        texte:
          "Alterner la mise en rayon avec d'autres tâches et limiter la durée de chaque séance de réassort",
        principe: 4,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Interdire le stockage de réserve au-dessus des gondoles et faire le réassort des rayons hauts allée balisée ou hors présence des clients',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
    ],
  },
  risquesDeLaCategorie,
);
