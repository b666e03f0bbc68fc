import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Family 6, manutention mécanique et levage (sources: SOURCES.md). */
export const MESURES_MANUTENTION_MECANIQUE = mesuresParCategorie(
  {
    cat_appareils_levage: [
      {
        texte: 'Baliser la zone située sous la charge et en interdire le passage pendant le levage',
        principe: 8,
        nature: 'technique',
        risques: [1],
      },
      {
        texte: 'Guider les charges avec des cordes de guidage ou des perches, jamais à la main',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte: "Équiper les ponts roulants d'une télécommande et d'une petite vitesse d'approche",
        principe: 5,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Faire réaliser la vérification générale périodique des appareils et accessoires de levage à chaque échéance et lever les réserves',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 3],
      },
      {
        texte:
          "Examiner chaque élingue avant usage et retirer celles qui sont usées ou dont la charge maximale n'est plus lisible",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Marquer chaque accessoire de levage d'un repère de couleur de la dernière vérification et retirer ceux qui ne le portent pas",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Réserver la conduite des ponts roulants et des palans aux salariés formés à leur conduite et à l'élingage",
        principe: 9,
        nature: 'formation-information',
        article: 'R4323-55',
      },
    ],
    cat_grues_chantier: [
      {
        texte:
          "Équiper la grue d'un anémomètre et d'un limiteur de charge, et arrêter le levage au-delà du vent fixé par le constructeur",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Lever les petits matériaux dans des accessoires adaptés (benne, panier à parois pleines, fourche à palettes avec filet)',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Programmer un limiteur de zone de travail qui interdit l'approche de la ligne électrique",
        principe: 5,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Faire vérifier le sol et le calage par une personne compétente avant le montage ou la mise en station de la grue',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Tracer les trajets des charges hors des postes de travail et des circulations, et baliser la zone survolée',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Désigner un chef de manœuvre formé aux gestes de commandement lorsque le grutier ne voit pas la charge',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 2],
      },
      {
        texte:
          'Faire respecter la distance de sécurité à la ligne aérienne par un balisage au sol, ou faire mettre la ligne hors tension',
        principe: 7,
        nature: 'organisationnelle',
        article: 'R4544-24',
        risques: [3],
      },
      {
        texte:
          "Réserver la conduite des grues aux grutiers titulaires d'une autorisation de conduite (CACES® R487, R483 ou R490 selon la grue)",
        principe: 9,
        nature: 'formation-information',
        article: 'R4323-56',
      },
    ],
    cat_hayons_diables: [
      {
        texte:
          'Choisir des hayons à commande déportée ou bimanuelle et à bord relevable ou garde-pieds',
        principe: 5,
        nature: 'technique',
        risques: [1],
      },
      {
        texte: 'Équiper les hayons de butées anti-roulement relevables et les rolls de freins',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Choisir des diables électriques monte-escaliers ou des rolls à grandes roues pour les livraisons difficiles',
        principe: 5,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Faire vérifier les hayons élévateurs à chaque échéance de vérification et réparer sans délai commandes et butées défectueuses',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 2],
      },
      {
        texte:
          'Entretenir diables, rolls et transpalettes selon un calendrier (roues, freins, graissage) et retirer du service le matériel défectueux',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Former les livreurs à la manœuvre des rolls sur le hayon (butées relevées, position hors de la trajectoire du roll)',
        principe: 9,
        nature: 'formation-information',
        risques: [2],
      },
      {
        texte:
          'Former les livreurs à contrôler roues et freins du matériel avant chaque tournée et à signaler tout défaut',
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
      {
        texte:
          'Fournir des chaussures de sécurité à embout aux livreurs et aux utilisateurs du hayon',
        principe: 8,
        nature: 'epi',
        risques: [1],
      },
    ],
    cat_convoyeurs: [
      {
        texte:
          'Installer des protecteurs fixes sur les points rentrants entre la bande et les tambours ou rouleaux',
        principe: 8,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Installer des arrêts d'urgence à câble tout le long du convoyeur, accessibles depuis chaque poste",
        principe: 8,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Aménager les points de bourrage pour les dégager depuis l'extérieur (trappe, outil de dégagement) sans retirer les protecteurs",
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          "Clôturer la zone du stockeur ou du robot et asservir ses accès à l'arrêt des mouvements dès l'ouverture",
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Rédiger une procédure de consignation pour chaque convoyeur et fournir un cadenas personnel à chaque intervenant',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          "Réserver l'entrée dans la zone du robot aux techniciens formés, après passage en mode maintenance et consignation",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Former les opérateurs à l'usage des arrêts d'urgence et à l'interdiction d'intervenir sur un convoyeur en marche",
        principe: 9,
        nature: 'formation-information',
        risques: [1, 2],
      },
      {
        texte:
          'Former les techniciens au passage en mode maintenance du robot et aux risques de redémarrage',
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
    ],
  },
  risquesDeLaCategorie,
);
