import type { MesureDef } from './define.js';

/** Family 13, Incendie et explosion (sources: SOURCES.md, section « Incendie et explosion »). */
export const MESURES_INCENDIE_EXPLOSION: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_incendie_locaux: [
    {
      texte:
        "Stocker papiers, cartons et déchets dans un local ou un conteneur fermé, à l'écart des sources de chaleur",
      principe: 1,
      nature: 'suppression',
      risques: [3],
    },
    {
      texte:
        'Installer des prises murales en nombre suffisant pour supprimer les multiprises branchées en cascade',
      principe: 3,
      nature: 'technique',
      risques: [4],
    },
    {
      texte:
        'Recharger appareils et batteries sur un emplacement dédié, sur support incombustible et loin des stockages',
      principe: 3,
      nature: 'technique',
      risques: [4],
    },
    {
      texte:
        'Installer au moins un extincteur à eau pulvérisée de 6 litres pour 200 m² et par niveau, signalé et accessible',
      principe: 8,
      nature: 'technique',
      article: 'R4227-29',
      risques: [1],
    },
    {
      texte:
        'Installer une alarme incendie audible de tous les locaux et des détecteurs de fumée dans les zones à risque',
      principe: 8,
      nature: 'technique',
      risques: [1, 2],
    },
    {
      texte:
        "Signaler les issues de secours par des blocs lumineux et équiper les dégagements d'un éclairage de sécurité",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Garder les dégagements libres et les issues de secours ouvrables de l'intérieur sans clé, contrôlés lors d'une ronde",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte: "Afficher la consigne de sécurité incendie et le plan d'évacuation à chaque niveau",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4227-37',
      risques: [1, 2],
    },
    {
      texte:
        "Organiser un exercice d'évacuation au moins tous les six mois et en noter le déroulement",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4227-39',
      risques: [2],
    },
    {
      texte:
        "Évacuer chaque jour les cartons et les déchets et interdire les chauffages d'appoint près des stockages",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Faire vérifier chaque année l'installation électrique par une personne qualifiée et lever les observations du rapport",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4226-16',
      risques: [4],
    },
    {
      texte: 'Retirer du service et signaler tout appareil, câble ou chargeur endommagé',
      principe: 7,
      nature: 'organisationnelle',
      risques: [4],
    },
    {
      texte:
        'Former des équipiers de première intervention au maniement des extincteurs sur feu réel',
      principe: 9,
      nature: 'formation-information',
      risques: [1],
    },
    {
      texte: "Désigner et former des guides-files et des serre-files pour conduire l'évacuation",
      principe: 9,
      nature: 'formation-information',
      risques: [2],
    },
  ],
  cat_produits_inflammables: [
    {
      texte:
        "Remplacer les produits inflammables par des produits ininflammables ou à point d'éclair plus élevé",
      principe: 6,
      nature: 'suppression',
      risques: [1, 4],
    },
    {
      texte:
        "Stocker les bouteilles d'oxygène à l'écart des combustibles, raccords exempts de graisse et d'huile",
      principe: 3,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        "Utiliser les produits inflammables sous captage ou dans un local ventilé pour éviter l'accumulation de vapeurs",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        'Stocker les produits inflammables dans une armoire de sécurité ventilée ou un local dédié, loin de toute source de chaleur',
      principe: 8,
      nature: 'technique',
      risques: [4],
    },
    {
      texte:
        "Stocker les bouteilles de gaz debout, arrimées, à l'extérieur ou en local ventilé, robinet fermé hors usage",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Installer un détecteur de gaz avec coupure automatique de l'alimentation dans les locaux alimentés en gaz",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Limiter au poste de travail la quantité de produits inflammables au besoin d'une journée",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 4],
    },
    {
      texte:
        "Interdire flammes, cigarettes et outils à étincelles dans les zones d'utilisation, par une signalisation affichée",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Contrôler les flexibles, détendeurs et raccords de gaz et les remplacer avant leur date limite',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Interdire de fumer et toute flamme près d'un oxyconcentrateur ou d'une bouteille d'oxygène, avec affichage",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Former les utilisateurs de gaz et d'oxygène à la conduite à tenir en cas de fuite (fermeture, aération, alerte)",
      principe: 9,
      nature: 'formation-information',
      risques: [2, 3],
    },
  ],
  cat_atex: [
    {
      texte:
        'Remplacer les solvants inflammables par des produits ininflammables pour le nettoyage des cuves',
      principe: 6,
      nature: 'suppression',
      risques: [1],
    },
    {
      texte:
        'Capter les poussières à la source et nettoyer les dépôts par aspiration, jamais à la soufflette',
      principe: 3,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Ventiler mécaniquement la cuve ou la fosse avant et pendant l'intervention et contrôler l'atmosphère à l'explosimètre",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Équiper les silos et les dépoussiéreurs d'évents ou de dispositifs d'isolement des explosions",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Employer en zone classée uniquement du matériel électrique et des outils marqués pour cette zone',
      principe: 8,
      nature: 'technique',
      risques: [1, 2],
    },
    {
      texte:
        'Recharger les batteries de traction dans un local ou une zone dédiée, ventilée mécaniquement',
      principe: 8,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        'Classer les zones à atmosphère explosive, les signaler par le panneau EX et les reporter dans le document de protection contre les explosions',
      principe: 7,
      nature: 'organisationnelle',
    },
    {
      texte:
        'Délivrer un permis de travail écrit avant toute intervention dans une zone à atmosphère explosive',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2],
    },
    {
      texte:
        'Interdire flammes, cigarettes et travaux par points chauds dans la zone de charge, avec affichage',
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Former les salariés intervenant en zone classée aux sources d'inflammation et aux consignes de la zone",
      principe: 9,
      nature: 'formation-information',
    },
  ],
  cat_points_chauds: [
    {
      texte:
        "Découper à froid (cisaille, scie, coupe-tube) plutôt qu'au chalumeau ou à la meuleuse quand c'est possible",
      principe: 6,
      nature: 'suppression',
      risques: [1],
    },
    {
      texte:
        "Éloigner ou couvrir de bâches ignifugées les matières combustibles dans un rayon d'au moins 10 mètres",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Placer un extincteur adapté à portée de main du poste de soudage pendant toute l'intervention",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Délivrer un permis de feu écrit avant chaque intervention par points chauds hors d'un atelier prévu pour cela",
      principe: 7,
      nature: 'organisationnelle',
    },
    {
      texte:
        'Surveiller la zone au moins deux heures après la fin des travaux et noter les rondes sur le permis de feu',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Former les soudeurs et les donneurs d'ordre à l'établissement et au respect du permis de feu",
      principe: 9,
      nature: 'formation-information',
    },
  ],
};
