import type { MesureDef } from './define.js';

/** Family 16, Rayonnements (sources: SOURCES.md, section « Rayonnements »). */
export const MESURES_RAYONNEMENTS: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_rayons_x: [
    {
      texte:
        'Délimiter et signaler les zones surveillées et contrôlées autour des appareils émetteurs de rayons X',
      principe: 8,
      nature: 'technique',
      article: 'R4451-22',
      risques: [1, 2, 4],
    },
    {
      texte:
        "Installer paravents plombés, bas-volets et écrans plombés suspendus aux postes d'intervention",
      principe: 8,
      nature: 'technique',
      risques: [1, 2],
    },
    {
      texte:
        "Équiper l'accès à la salle d'un voyant lumineux allumé pendant l'émission des rayons X",
      principe: 8,
      nature: 'technique',
      risques: [4],
    },
    {
      texte:
        "Affecter la salariée enceinte à un poste où la dose reçue par l'enfant à naître reste inférieure à 1 mSv",
      principe: 4,
      nature: 'organisationnelle',
      article: 'R4451-7',
      risques: [3],
    },
    {
      texte:
        'Désigner un conseiller en radioprotection et faire porter un dosimètre à chaque travailleur exposé',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2],
    },
    {
      texte:
        "Faire porter aux opérateurs du bloc un dosimètre d'extrémité (bague) et un dosimètre du cristallin",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Afficher à la porte de la salle l'interdiction d'entrer pendant l'émission et la faire respecter",
      principe: 7,
      nature: 'organisationnelle',
      risques: [4],
    },
    {
      texte:
        'Former les travailleurs exposés à la radioprotection (temps, distance, écrans) avant leur affectation',
      principe: 9,
      nature: 'formation-information',
      risques: [1, 2, 4],
    },
    {
      texte:
        "Informer les salariées exposées de l'intérêt de déclarer tôt leur grossesse pour que leur poste soit adapté",
      principe: 9,
      nature: 'formation-information',
      risques: [3],
    },
    {
      texte:
        'Fournir à chaque opérateur un tablier plombé, un protège-thyroïde et des lunettes plombées à sa taille',
      principe: 8,
      nature: 'epi',
      risques: [1, 2],
    },
  ],
  cat_radio_veterinaire: [
    {
      texte:
        'Remplacer le maintien manuel par une sédation ou des moyens de contention (sacs de sable, gouttières, sangles)',
      principe: 1,
      nature: 'suppression',
      risques: [1, 2],
    },
    {
      texte:
        'Utiliser un porte-cassette ou un capteur fixé pour ne jamais placer les mains dans le faisceau',
      principe: 3,
      nature: 'technique',
      risques: [2],
    },
    {
      texte: "Réduire le champ d'irradiation à la seule zone examinée à l'aide du collimateur",
      principe: 3,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Délimiter la zone autour de la table de radiographie et n'y laisser que la personne qui réalise le cliché",
      principe: 8,
      nature: 'technique',
      article: 'R4451-22',
      risques: [1, 2],
    },
    {
      texte:
        "Confier les radiographies à d'autres membres de l'équipe pendant la grossesse d'une salariée",
      principe: 4,
      nature: 'organisationnelle',
      article: 'R4451-7',
      risques: [3],
    },
    {
      texte: 'Faire porter un dosimètre au personnel qui réalise les radiographies',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2],
    },
    {
      texte:
        "Informer les salariées de la clinique de l'intérêt de déclarer tôt une grossesse pour être retirées des examens",
      principe: 9,
      nature: 'formation-information',
      risques: [3],
    },
    {
      texte:
        'Fournir des tabliers, des gants et des protège-thyroïde plombés et contrôler leur intégrité chaque année',
      principe: 8,
      nature: 'epi',
      risques: [1, 2],
    },
  ],
  cat_uv_lasers: [
    {
      texte:
        "Installer des écrans ou rideaux de soudage opaques aux UV autour des postes de soudage à l'arc",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Asservir les lampes germicides à la porte pour qu'elles s'éteignent dès qu'une personne entre dans le local",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Délimiter la salle laser et signaler son accès par un panneau et un voyant d'émission",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Équiper les lampes à photopolymériser d'un écran filtrant orange placé entre la lampe et les yeux",
      principe: 8,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        "Désigner un référent sécurité laser et limiter l'accès de la salle aux personnes formées",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Former les utilisateurs de lasers aux classes de laser, aux réflexions dangereuses et aux règles d'accès",
      principe: 9,
      nature: 'formation-information',
      risques: [2],
    },
    {
      texte:
        'Fournir aux soudeurs et à leurs aides un masque à filtre de teinte adaptée et des vêtements couvrants',
      principe: 8,
      nature: 'epi',
      risques: [1],
    },
    {
      texte:
        "Fournir des lunettes de protection adaptées à la longueur d'onde et à la puissance de chaque laser",
      principe: 8,
      nature: 'epi',
      risques: [2],
    },
    {
      texte: 'Fournir aux praticiens et assistants des lunettes filtrant la lumière bleue',
      principe: 8,
      nature: 'epi',
      risques: [3],
    },
  ],
  cat_champs_electromagnetiques: [
    {
      texte:
        'Utiliser en salle IRM uniquement des chariots, brancards et bouteilles amagnétiques étiquetés comme tels',
      principe: 6,
      nature: 'suppression',
      risques: [2],
    },
    {
      texte:
        'Éloigner les postes de travail des inducteurs et capoter les sources de soudage par induction',
      principe: 3,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        "Signaler par un marquage au sol et un panneau les zones interdites aux porteurs d'implants médicaux actifs",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Contrôler à l'entrée de la salle IRM les objets métalliques (sas de déshabillage, détecteur de métaux)",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Limiter la durée de présence près de l'aimant et les déplacements rapides dans la salle IRM",
      principe: 4,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Interdire les zones à champ intense aux salariés pour qui le médecin du travail l'a contre-indiqué (implants actifs)",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Former le personnel de l'IRM aux règles d'accès à la salle et au contrôle des objets ferromagnétiques",
      principe: 9,
      nature: 'formation-information',
      risques: [2],
    },
  ],
  cat_radon: [
    {
      texte:
        'Colmater les fissures du sol et les passages de réseaux entre le terrain et les locaux',
      principe: 3,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        'Installer une ventilation mécanique du local ou une mise en dépression du sol sous le bâtiment',
      principe: 3,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Ventiler le vide sanitaire, la cave ou le local enterré avant et pendant l'intervention",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Mesurer le radon par dosimètres posés au moins deux mois en période de chauffe et comparer à 300 Bq/m³',
      principe: 2,
      nature: 'organisationnelle',
    },
    {
      texte:
        'Limiter la durée des interventions en vide sanitaire, en cave et en local technique enterré',
      principe: 4,
      nature: 'organisationnelle',
      risques: [2],
    },
  ],
};
