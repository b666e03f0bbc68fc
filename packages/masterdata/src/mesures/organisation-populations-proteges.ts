import type { MesureDef } from './define.js';

/** Family 28, Travailleurs à protection particulière (sources: SOURCES.md, section « Travailleurs à protection particulière »). */
export const MESURES_TRAVAILLEURS_PROTEGES: Readonly<Record<string, readonly MesureDef[]>> = {
  cat_jeunes: [
    {
      texte:
        "Confier au jeune d'abord des tâches sans machine dangereuse et les étendre selon sa progression",
      principe: 4,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Lister les travaux interdits ou réglementés pour les moins de 18 ans et n'y affecter un jeune qu'après déclaration de dérogation",
      principe: 7,
      nature: 'organisationnelle',
      article: 'D4153-15',
      risques: [1],
    },
    {
      texte:
        "Faire passer au jeune de moins de 18 ans la visite d'information et de prévention avant son affectation",
      principe: 7,
      nature: 'organisationnelle',
      article: 'R4624-18',
      risques: [1],
    },
    {
      texte: "Désigner un tuteur qui encadre l'apprenti ou le stagiaire sur les tâches à risque",
      principe: 7,
      nature: 'organisationnelle',
    },
    {
      texte:
        "Former l'apprenti aux risques et consignes de son poste avant toute tâche et le noter dans son livret",
      principe: 9,
      nature: 'formation-information',
      article: 'L4141-2',
      risques: [2],
    },
  ],
  cat_femmes_enceintes: [
    {
      texte:
        'Retirer la salariée enceinte ou allaitante des travaux qui lui sont interdits (agents toxiques pour la reproduction, rubéole ou toxoplasmose sans immunité)',
      principe: 1,
      nature: 'suppression',
      risques: [1],
    },
    {
      texte:
        'Mettre une aide à la manutention à disposition ou confier les ports de charges lourdes à un collègue',
      principe: 5,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        "Limiter l'exposition de la salariée enceinte aux rayonnements ionisants pour que l'enfant à naître reçoive moins de 1 mSv",
      principe: 4,
      nature: 'organisationnelle',
      article: 'R4451-7',
      risques: [1],
    },
    {
      texte:
        "Aménager le poste de la salariée enceinte (siège, charges réduites, pauses) selon l'avis du médecin du travail",
      principe: 4,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        "Affecter à un poste de jour la salariée enceinte qui le demande ou dont le médecin du travail constate l'incompatibilité",
      principe: 4,
      nature: 'organisationnelle',
      article: 'L1225-9',
      risques: [3],
    },
    {
      texte:
        "Orienter la salariée enceinte vers le médecin du travail pour l'adaptation de son poste",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Informer les salariées des risques du poste pendant la grossesse et de l'intérêt de la déclarer tôt",
      principe: 9,
      nature: 'formation-information',
    },
  ],
  cat_interimaires: [
    {
      texte: 'Exclure les intérimaires et les salariés en CDD des travaux qui leur sont interdits',
      principe: 1,
      nature: 'suppression',
      article: 'D4154-1',
      risques: [1],
    },
    {
      texte:
        "Transmettre à l'agence d'intérim la fiche de poste avec ses risques, les EPI et les habilitations exigés",
      principe: 7,
      nature: 'organisationnelle',
      risques: [1],
    },
    {
      texte:
        "Accueillir chaque nouvel arrivant avec un livret d'accueil, une visite des lieux et un tuteur désigné",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
    {
      texte:
        'Lister les postes à risques particuliers et y donner aux intérimaires et CDD une formation renforcée à la sécurité',
      principe: 9,
      nature: 'formation-information',
      article: 'L4154-2',
      risques: [1],
    },
    {
      texte:
        'Former à la sécurité chaque nouvel embauché dès son arrivée, sur les risques et les consignes de son poste',
      principe: 9,
      nature: 'formation-information',
      article: 'L4141-2',
      risques: [2],
    },
  ],
  cat_handicap_restrictions: [
    {
      texte:
        "Installer des flashs lumineux qui doublent l'alarme incendie dans les locaux où travaillent des salariés malentendants",
      principe: 8,
      nature: 'technique',
      risques: [2],
    },
    {
      texte:
        'Appliquer par écrit les aménagements de poste proposés par le médecin du travail, ou lui motiver le refus',
      principe: 4,
      nature: 'organisationnelle',
      article: 'L4624-6',
      risques: [1],
    },
    {
      texte:
        "Aménager le poste du salarié handicapé (matériel adapté, horaires) avec l'appui des aides au maintien dans l'emploi",
      principe: 4,
      nature: 'organisationnelle',
      article: 'L5213-6',
      risques: [1],
    },
    {
      texte:
        "Désigner pour chaque salarié à mobilité réduite un binôme d'évacuation et un espace d'attente sécurisé",
      principe: 7,
      nature: 'organisationnelle',
      risques: [2],
    },
  ],
};
