import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 5, charge physique de travail et manutention manuelle: handling, postures, repetitive
 * work, patients (sources: SOURCES.md).
 */
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
          "Former les salariés à poser les charges mains hors de la zone d'écrasement, en les tenant par leurs poignées",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
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
      {
        texte:
          'Fournir des chaussures de travail à semelle amortissante aux salariés qui restent debout',
        principe: 8,
        nature: 'epi',
        risques: [4],
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
          'Entretenir roues et freins des lits, brancards et fauteuils selon un calendrier et retirer du service le matériel qui roule mal',
        principe: 7,
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
  },
  risquesDeLaCategorie,
);
