import type { MesureDef } from './define.js';

/** Family 23, Travail isolé (sources: SOURCES.md, section « Travail isolé »). */
export const MESURES_TRAVAIL_ISOLE: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_travail_isole: [
    {
      texte:
        'Programmer les tâches dangereuses aux heures où un collègue est présent pour ne plus les réaliser seul',
      principe: 1,
      nature: 'suppression',
      risques: [1, 3],
    },
    {
      texte:
        "Équiper les travailleurs isolés d'un dispositif d'alarme (DATI) avec détection de chute et d'immobilité, relié à un service qui répond",
      principe: 8,
      nature: 'technique',
    },
    {
      texte:
        "Organiser l'ouverture et la fermeture à deux, ou avec un appel de confirmation à une personne désignée",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Mettre en place des appels de contrôle à heures fixes et une procédure d'alerte si le salarié ne répond pas",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 3],
    },
    {
      texte:
        "Interdire l'entrée seul dans une cuve ou un espace confiné et placer un surveillant à l'extérieur",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Former les travailleurs isolés à l'usage du dispositif d'alarme et au sauvetage secourisme du travail",
      principe: 9,
      nature: 'formation-information',
    },
  ],
  cat_interventions_domicile: [
    {
      texte:
        "Fournir un moyen d'alerte fonctionnant sans réseau mobile (balise satellite, radio) pour les sites sans couverture",
      principe: 5,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Équiper les intervenants d'un dispositif d'alarme ou d'une application d'alerte discrète reliée à une personne joignable",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Tenir un planning des interventions connu d'un référent et faire signaler chaque arrivée et chaque départ",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2],
    },
    {
      texte:
        "Autoriser l'intervenant à quitter un domicile dès qu'il se sent en danger et prévoir ensuite une visite en binôme",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Recueillir avant la première intervention les informations sur le logement (accès, animaux, état des installations)',
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Faire enfermer ou attacher les animaux du client pendant l'intervention, consigne écrite dans le contrat",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Former les intervenants à domicile à la gestion des situations de tension et au déclenchement de l'alerte",
      principe: 9,
      nature: 'formation-information',
      risques: [1],
    },
  ],
  cat_gardes_nuit: [
    {
      texte:
        "Installer pour l'accueil de nuit un sas, un interphone avec caméra et un guichet protégé",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte: "Installer un bouton d'alarme relié à un télésurveilleur ou aux forces de l'ordre",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        'Organiser les gardes à deux, ou avec un renfort joignable et mobilisable en quelques minutes',
      principe: 7,
      nature: 'organisationnelle',
    },
    {
      texte: "Afficher les protocoles d'urgence et la liste des personnes à joindre la nuit",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Former le personnel de garde aux gestes d'urgence et renouveler cette formation selon son échéance",
      principe: 9,
      nature: 'formation-information',
      risques: [2],
    },
  ],
};
