import type { MesureDef } from './define.js';

/** Family 19, Heurts et cognements (sources: SOURCES.md, section « Heurts et cognements »). */
export const MESURES_HEURTS_COGNEMENTS: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_heurts_obstacles: [
    {
      texte: "Déplacer les stockages d'usage fréquent hors des zones à plafond bas",
      principe: 1,
      nature: 'suppression',
      risques: [2],
    },
    {
      texte:
        "Équiper les meubles de tiroirs et de portes à fermeture automatique et d'angles arrondis ou protégés",
      principe: 3,
      nature: 'technique',
      risques: [1],
    },
    {
      texte: "Remplacer les portes battantes pleines par des portes munies d'un oculus",
      principe: 3,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        "Disposer les meubles pour que leurs portes et tiroirs ouverts n'empiètent pas sur les passages",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte: 'Gainer les poutres et canalisations basses de mousse de couleur contrastée',
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Poser sur les portes et cloisons vitrées des bandes ou motifs contrastés à hauteur des yeux',
      principe: 8,
      nature: 'technique',
      risques: [3],
    },
    {
      texte:
        'Fournir une casquette antiheurt aux salariés qui interviennent en combles ou en vides techniques',
      principe: 8,
      nature: 'epi',
      risques: [2],
    },
  ],
  cat_espaces_exigus: [
    {
      texte:
        "Réimplanter postes et mobilier pour dégager l'espace libre nécessaire aux mouvements de chacun",
      principe: 3,
      nature: 'technique',
      risques: [1],
    },
    {
      texte: 'Élargir les passages et marquer au sol les zones de circulation à laisser libres',
      principe: 8,
      nature: 'technique',
    },
    {
      texte: "Décaler les horaires de pause ou d'arrivée pour éviter les pics de passage",
      principe: 4,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte: 'Évacuer cartons, archives et matériels inutilisés et prévoir des rangements fermés',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte: 'Définir et afficher un sens de circulation dans les passages étroits',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
  ],
  cat_objets_mouvement: [
    {
      texte: 'Équiper chariots et rolls de poignées qui laissent voir devant soi et de pare-chocs',
      principe: 3,
      nature: 'technique',
      risques: [1],
    },
    {
      texte: 'Poser des miroirs aux intersections de couloirs et des hublots dans les portes',
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Installer des barrières ou des files d'attente qui canalisent le public à l'ouverture",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Afficher dans les couloirs les règles de circulation (au pas, priorités, côté de circulation)',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        'Organiser les ouvertures et sorties à forte affluence (ouverture échelonnée, personnel posté aux accès)',
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
  ],
  cat_surveillance_eleves: [
    {
      texte:
        "Délimiter dans la cour des zones de jeux de ballon à l'écart des passages et des coins calmes",
      principe: 8,
      nature: 'technique',
      risques: [1],
    },
    {
      texte:
        "Aménager dans la cour un préau ou une zone abritée et un point d'eau pour les surveillants",
      principe: 8,
      nature: 'technique',
      article: 'R4225-1',
      risques: [4],
    },
    {
      texte: 'Raccourcir les tours de surveillance par temps froid, très chaud ou pluvieux',
      principe: 4,
      nature: 'organisationnelle',
      risques: [4],
    },
    {
      texte:
        'Fixer le nombre et les positions des surveillants pour couvrir toute la cour sans angle mort',
      principe: 7,
      nature: 'organisationnelle',
      risques: [1, 2],
    },
    {
      texte:
        "Écrire une procédure d'intervention en cas de bagarre (appel de renfort, séparation à deux adultes)",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Repérer le trajet de chaque sortie et fixer à l'avance le taux d'encadrement et les points de traversée",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        "Munir chaque groupe en sortie d'un téléphone, d'une trousse de secours et de la liste des élèves",
      principe: 7,
      nature: 'organisationnelle',
      risques: [3],
    },
    {
      texte:
        'Former les surveillants à la gestion des conflits entre élèves et à leur séparation sans coups',
      principe: 9,
      nature: 'formation-information',
      risques: [2],
    },
    {
      texte:
        'Faire porter un gilet haute visibilité aux accompagnateurs lors des déplacements sur la voie publique',
      principe: 8,
      nature: 'epi',
      risques: [3],
    },
  ],
};
