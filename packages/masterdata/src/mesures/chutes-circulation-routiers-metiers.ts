import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 4, déplacements routiers en mission: two-wheelers, passenger transport and roadside
 * work (sources: SOURCES.md).
 */
export const MESURES_DEPLACEMENTS_ROUTIERS_METIERS = mesuresParCategorie(
  {
    cat_deux_roues: [
      {
        texte:
          'Remplacer le deux-roues motorisé par un véhicule utilitaire léger pour les tournées qui le permettent',
        principe: 6,
        nature: 'suppression',
        risques: [1],
      },
      {
        texte:
          'Choisir des vélos cargos à assistance électrique adaptés à la charge, avec béquille centrale et freins à disque',
        principe: 5,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Fixer des délais de livraison compatibles avec le code de la route et suspendre les tournées en cas de vigilance météo orange',
        principe: 4,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Faire entretenir les deux-roues de l'entreprise (freins, pneumatiques, éclairage) selon un calendrier tenu à jour",
        principe: 7,
        nature: 'organisationnelle',
      },
      {
        texte:
          'Préparer les itinéraires par pistes et bandes cyclables et les remettre aux salariés avec leur feuille de tournée',
        principe: 4,
        nature: 'organisationnelle',
        risques: [2, 3],
      },
      {
        texte:
          'Former les utilisateurs de vélos cargos à leur prise en main (freinage chargé, virages, béquille) avant la première tournée',
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
      {
        texte:
          'Fournir casque homologué, gants et vêtements à haute visibilité, et un blouson à protections pour les deux-roues motorisés',
        principe: 8,
        nature: 'epi',
      },
    ],
    cat_transport_personnes: [
      {
        texte:
          "Équiper les véhicules d'une rampe ou d'un hayon d'accès et de marchepieds escamotables",
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Équiper les véhicules de sièges et ceintures adaptés aux passagers transportés et vérifier leur bouclage avant le départ',
        principe: 8,
        nature: 'technique',
        risques: [2],
      },
      {
        texte: "Placer dans chaque véhicule un disque pivotant et une poignée d'aide au transfert",
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          'Planifier les transports avec des temps de trajet réalistes et une pause entre deux longues conduites',
        principe: 4,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Contrôler avant chaque départ pneumatiques, éclairage et ceintures du véhicule à l'aide d'une fiche signée",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Prévoir un accompagnateur en plus du conducteur pour les groupes d'enfants et les patients désorientés",
        principe: 4,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Réserver la conduite des minibus et véhicules sanitaires aux salariés titulaires du permis requis et formés à ces véhicules',
        principe: 9,
        nature: 'formation-information',
        risques: [1, 2],
      },
      {
        texte:
          "Former les conducteurs-accompagnateurs à l'aide à la mobilité des passagers (formation PRAP 2S)",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
    ],
    cat_intervention_voirie: [
      {
        texte:
          "Équiper les véhicules d'intervention d'une signalisation lumineuse (gyrophare, flèche lumineuse) et de cônes de balisage",
        principe: 8,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          'Mettre en place la signalisation temporaire avant tout travail sur la voie et la vérifier chaque jour',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Écrire une consigne de panne : arrêt hors chaussée, gilet enfilé avant de sortir, passagers derrière la glissière',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Organiser les tournées sur des aires de livraison et choisir des véhicules à porte latérale côté trottoir',
        principe: 4,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte: 'Former les agents de voirie à la pose et à la dépose du balisage temporaire',
        principe: 9,
        nature: 'formation-information',
        risques: [2],
      },
      {
        texte:
          "Consigner aux livreurs de sortir côté trottoir et de regarder dans le rétroviseur avant d'ouvrir une portière côté chaussée",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
      {
        texte:
          'Fournir des vêtements de signalisation à haute visibilité (classe 2 ou 3) à toute personne qui intervient en bord de voie',
        principe: 8,
        nature: 'epi',
      },
    ],
  },
  risquesDeLaCategorie,
);
