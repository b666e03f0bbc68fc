import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 5, charge physique de travail: the categories tied to a trade (petite enfance, voix,
 * caisse, mise en rayon) (sources: SOURCES.md).
 */
export const MESURES_CHARGE_PHYSIQUE_METIERS = mesuresParCategorie(
  {
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
        texte: 'Choisir des lits de sieste légers et empilables et des tapis munis de poignées',
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
          'Faire mesurer la réverbération des salles les plus bruyantes et traiter celles-ci en premier',
        principe: 2,
        nature: 'organisationnelle',
        risques: [2],
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
      {
        texte:
          'Former les employés de rayon à placer les produits lourds en bas et les colis instables en retrait du bord des étagères',
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
    ],
  },
  risquesDeLaCategorie,
);
