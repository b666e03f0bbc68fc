import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Family 22, amiante (sources: SOURCES.md). */
export const MESURES_AMIANTE = mesuresParCategorie(
  {
    cat_amiante_batiment: [
      {
        texte:
          "Faire évaluer l'état des matériaux amiantés et faire retirer ou encapsuler les matériaux dégradés par une entreprise certifiée",
        principe: 1,
        nature: 'suppression',
        risques: [2],
      },
      {
        texte:
          'Consulter le dossier technique amiante avant toute intervention et le remettre à chaque entreprise qui intervient',
        principe: 7,
        nature: 'organisationnelle',
      },
      {
        texte:
          'Confier les interventions sur matériaux amiantés à des travailleurs formés (sous-section 4), avec un mode opératoire écrit',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          "Fermer l'accès aux locaux où des matériaux amiantés sont dégradés jusqu'aux travaux et à la mesure d'empoussièrement",
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Étiqueter sur place les matériaux amiantés repérés pour que personne ne les perce ou ne les découpe sans le savoir',
        principe: 9,
        nature: 'formation-information',
        risques: [1],
      },
    ],
    cat_amiante_travaux: [
      {
        texte:
          "Employer des méthodes qui limitent l'émission de fibres (humidification, outils à vitesse lente, aspiration à filtre THE)",
        principe: 3,
        nature: 'technique',
        risques: [1, 2],
      },
      {
        texte:
          'Installer en sortie de zone une unité de décontamination (sas, douche) et fournir des vêtements de travail jetables',
        principe: 8,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Exiger du donneur d'ordre le repérage de l'amiante avant travaux et ne commencer qu'après l'avoir reçu",
        principe: 7,
        nature: 'organisationnelle',
        article: 'R4412-97',
        risques: [1],
      },
      {
        texte:
          "Confier le retrait et l'encapsulage d'amiante à une entreprise certifiée seulement, après vérification de son certificat",
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Rédiger le mode opératoire ou le plan de retrait avant les travaux et le transmettre aux destinataires prévus par la réglementation',
        principe: 7,
        nature: 'organisationnelle',
        risques: [1, 2],
      },
      {
        texte:
          "Faire mesurer par un organisme accrédité l'empoussièrement de chaque processus de travail et choisir les protections d'après ce niveau",
        principe: 2,
        nature: 'organisationnelle',
        risques: [1, 2],
      },
      {
        texte:
          'Conditionner les déchets amiantés en double emballage étiqueté et les évacuer vers une filière autorisée avec bordereau (BSDA)',
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          "Faire intervenir uniquement des travailleurs titulaires d'une attestation de compétence amiante en cours de validité",
        principe: 9,
        nature: 'formation-information',
        risques: [2],
      },
      {
        texte:
          "Fournir des appareils de protection respiratoire adaptés au niveau d'empoussièrement et des combinaisons jetables",
        principe: 8,
        nature: 'epi',
      },
    ],
  },
  risquesDeLaCategorie,
);
