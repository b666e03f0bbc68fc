import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/**
 * Family 7, produits chimiques, émissions et déchets: the categories of care and pharmacy
 * (cytotoxiques, préparations, gaz et désinfectants) (sources: SOURCES.md).
 */
export const MESURES_PRODUITS_CHIMIQUES_SOINS = mesuresParCategorie(
  {
    cat_cytotoxiques: [
      {
        texte:
          "Préparer les médicaments cytotoxiques dans une unité centralisée, sous isolateur ou hotte à flux d'air vertical dédiée",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          "Utiliser des dispositifs de transfert en système clos pour la reconstitution et l'administration",
        principe: 5,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Placer un kit de déversement pour cytotoxiques, avec sa procédure, dans chaque unité de préparation et de soins concernée',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          'Éliminer déchets et excreta des patients traités dans des conteneurs dédiés, avec gants, pendant la durée fixée par le protocole',
        principe: 7,
        nature: 'organisationnelle',
        risques: [2],
      },
      {
        texte:
          "Affecter la salariée enceinte ou allaitante, dès qu'elle l'a déclaré, à des tâches sans cytotoxiques ni leurs déchets",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Former les personnels de pharmacie et de soins aux risques des cytotoxiques et à la conduite à tenir en cas de contamination',
        principe: 9,
        nature: 'formation-information',
      },
      {
        texte:
          "Informer les salariées de l'intérêt de signaler tôt leur grossesse au médecin du travail",
        principe: 9,
        nature: 'formation-information',
        risques: [3],
      },
      {
        texte:
          'Fournir gants adaptés aux cytotoxiques changés à fréquence fixée, surblouse à manches longues et masque',
        principe: 8,
        nature: 'epi',
        risques: [1, 2],
      },
    ],
    cat_preparations_officinales: [
      {
        texte:
          "Utiliser des matières premières en solution ou prédosées lorsqu'elles existent plutôt qu'en poudre",
        principe: 6,
        nature: 'suppression',
        risques: [1],
      },
      {
        texte:
          'Remplacer la matière première CMR par une substance non CMR lorsque la formule le permet',
        principe: 6,
        nature: 'suppression',
        article: 'R4412-66',
        risques: [3],
      },
      {
        texte: 'Peser et manipuler les poudres sous une hotte ou un poste de pesée ventilé dédié',
        principe: 3,
        nature: 'technique',
        risques: [1, 3],
      },
      {
        texte:
          "Confier les préparations à base de substances CMR à une pharmacie sous-traitante équipée d'un isolateur",
        principe: 7,
        nature: 'organisationnelle',
        risques: [3],
      },
      {
        texte:
          'Nettoyer plan de travail et ustensiles après chaque préparation selon une procédure écrite',
        principe: 7,
        nature: 'organisationnelle',
      },
      {
        texte:
          'Tenir à la préparatoire les fiches de données de sécurité des matières premières et une fiche de poste des précautions',
        principe: 9,
        nature: 'formation-information',
      },
      {
        texte:
          'Fournir des gants à usage unique adaptés et des manchettes, changés après chaque préparation',
        principe: 8,
        nature: 'epi',
        risques: [2],
      },
    ],
    cat_gaz_anesthesiques: [
      {
        texte:
          "Remplacer les fixateurs au formol par des fixateurs sans formaldéhyde lorsque l'analyse le permet, sinon utiliser des flacons préremplis",
        principe: 6,
        nature: 'suppression',
        article: 'R4412-66',
        risques: [2],
      },
      {
        texte:
          "Raccorder les respirateurs à l'évacuation des gaz anesthésiques et contrôler l'étanchéité des circuits avant chaque intervention",
        principe: 3,
        nature: 'technique',
        risques: [1],
      },
      {
        texte:
          'Manipuler pièces et prélèvements formolés sous un poste ventilé ou une table aspirante',
        principe: 3,
        nature: 'technique',
        risques: [2],
      },
      {
        texte:
          'Remplacer la désinfection manuelle par trempage par un laveur-désinfecteur automatique en enceinte fermée',
        principe: 5,
        nature: 'technique',
        risques: [3],
      },
      {
        texte: 'Couvrir les bacs de trempage et les placer sous aspiration dans un local ventilé',
        principe: 3,
        nature: 'technique',
        risques: [3],
      },
      {
        texte:
          "Faire contrôler chaque année le débit de ventilation des salles d'intervention et de réveil",
        principe: 7,
        nature: 'organisationnelle',
        risques: [1],
      },
      {
        texte:
          'Informer les salariées en âge de procréer des effets des gaz anesthésiques et organiser leur suivi par le médecin du travail',
        principe: 9,
        nature: 'formation-information',
        risques: [1],
      },
      {
        texte:
          'Fournir des gants et des lunettes adaptés pour manipuler fixateurs et désinfectants',
        principe: 8,
        nature: 'epi',
        risques: [2, 3],
      },
    ],
  },
  risquesDeLaCategorie,
);
