/**
 * The RPS grid: the 7 families and 26 factors of the INRS method « RPS-DU » (ED 6140, with its
 * guide ED 6139). The questions and explanations are our own wording of each factor, not the
 * INRS text. `polarity` says which answer means risk: 'risque' when "often" means exposure (a
 * rhythm imposed), 'ressource' when "often" means protection (support from colleagues).
 */
export const RPS_METHOD_SOURCE =
  'Méthode INRS « RPS-DU » (ED 6140, guide ED 6139), questions reformulées';

export const FAMILLES_RPS = [
  { id: 'intensite', label: 'Intensité et complexité du travail' },
  { id: 'horaires', label: 'Horaires de travail difficiles' },
  { id: 'emotions', label: 'Exigences émotionnelles' },
  { id: 'autonomie', label: 'Faible autonomie au travail' },
  { id: 'rapports', label: 'Rapports sociaux au travail dégradés' },
  { id: 'valeurs', label: 'Conflits de valeurs' },
  { id: 'insecurite', label: 'Insécurité de la situation de travail' },
] as const;

export type FamilleRpsId = (typeof FAMILLES_RPS)[number]['id'];
export const FAMILLE_RPS_IDS = FAMILLES_RPS.map((f) => f.id) as [FamilleRpsId, ...FamilleRpsId[]];

export type PolariteRps = 'risque' | 'ressource';

export interface FacteurRps {
  id: string;
  famille: FamilleRpsId;
  label: string;
  question: string;
  explication: string;
  polarite: PolariteRps;
}

const f = (
  id: string,
  famille: FamilleRpsId,
  polarite: PolariteRps,
  label: string,
  question: string,
  explication: string,
): FacteurRps => ({ id, famille, label, question, explication, polarite });

export const FACTEURS_RPS: readonly FacteurRps[] = [
  f(
    'rythmes',
    'intensite',
    'risque',
    'Contraintes de rythme',
    'Le rythme du travail est-il imposé de façon serrée (cadences, délais, flux, machine, clients) ?',
    'Un rythme que l’on ne règle pas soi-même, ou qui ne laisse pas récupérer, use dans la durée.',
  ),
  f(
    'objectifs-clairs',
    'intensite',
    'ressource',
    'Précision des objectifs',
    'Chacun sait-il précisément ce qu’on attend de lui ?',
    'Des attentes floues obligent à deviner et exposent à des reproches imprévisibles.',
  ),
  f(
    'objectifs-moyens',
    'intensite',
    'ressource',
    'Objectifs, moyens et responsabilités',
    'Les objectifs sont-ils atteignables avec les moyens, le temps et l’autorité donnés ?',
    'Être tenu pour responsable sans avoir de quoi réussir crée une tension permanente.',
  ),
  f(
    'consignes-contradictoires',
    'intensite',
    'risque',
    'Consignes contradictoires',
    'Reçoit-on des demandes qui se contredisent ou qu’on ne peut pas satisfaire ensemble ?',
    'Devoir choisir seul entre deux consignes incompatibles met en faute quoi qu’on fasse.',
  ),
  f(
    'polyvalence',
    'intensite',
    'ressource',
    'Organisation de la polyvalence',
    'Les changements de poste ou de tâche sont-ils prévus, préparés et accompagnés d’une formation ?',
    'Une polyvalence subie, sans préparation, fait perdre la maîtrise de son travail.',
  ),
  f(
    'interruptions',
    'intensite',
    'risque',
    'Interruptions',
    'Le travail est-il souvent coupé par des sollicitations qui obligent à abandonner ce qu’on fait ?',
    'Être interrompu sans cesse fragmente l’attention, multiplie les erreurs et allonge les journées.',
  ),
  f(
    'vigilance',
    'intensite',
    'risque',
    'Attention et vigilance',
    'Le travail demande-t-il une concentration soutenue, où une erreur a des conséquences lourdes ?',
    'Rester longtemps sur le qui-vive, sans droit à l’erreur, épuise.',
  ),
  f(
    'duree',
    'horaires',
    'risque',
    'Durée du travail',
    'Arrive-t-il que la semaine de travail dépasse 45 heures ?',
    'Les longues semaines réduisent le repos et le temps hors travail.',
  ),
  f(
    'horaires-atypiques',
    'horaires',
    'risque',
    'Horaires atypiques',
    'Travaille-t-on de nuit, en équipes alternées, en horaires décalés, coupés ou d’astreinte ?',
    'Ces horaires dérèglent le sommeil et isolent de la vie familiale et sociale.',
  ),
  f(
    'joignabilite',
    'horaires',
    'risque',
    'Disponibilité hors horaires',
    'Est-on sollicité ou attendu joignable en dehors de ses heures de travail ?',
    'Ne jamais vraiment décrocher empêche de récupérer.',
  ),
  f(
    'previsibilite',
    'horaires',
    'ressource',
    'Prévisibilité des horaires',
    'Connaît-on ses horaires suffisamment à l’avance, changements compris ?',
    'Des horaires connus tard rendent toute organisation personnelle impossible.',
  ),
  f(
    'conciliation',
    'horaires',
    'ressource',
    'Conciliation vie professionnelle et personnelle',
    'Peut-on arranger ses horaires pour faire face à une obligation personnelle ou familiale ?',
    'Un peu de souplesse permet de tenir ses engagements sans conflit avec le travail.',
  ),
  f(
    'tensions-public',
    'emotions',
    'risque',
    'Tensions avec le public',
    'Fait-on face à des clients, usagers ou patients agressifs, exigeants ou mécontents ?',
    'Les incivilités et les menaces répétées laissent des traces même sans blessure.',
  ),
  f(
    'souffrance-autrui',
    'emotions',
    'risque',
    'Confrontation à la souffrance',
    'Est-on témoin de la détresse, de la maladie ou de la précarité des personnes qu’on sert ?',
    'Côtoyer la souffrance des autres pèse, surtout sans moment pour en parler.',
  ),
  f(
    'maitrise-emotions',
    'emotions',
    'risque',
    'Maîtrise des émotions',
    'Doit-on cacher ce que l’on ressent et garder le sourire en toute circonstance ?',
    'Masquer ses émotions en permanence est un effort qui s’accumule.',
  ),
  f(
    'autonomie-tache',
    'autonomie',
    'ressource',
    'Autonomie dans la tâche',
    'Peut-on choisir sa façon de faire le travail ?',
    'Avoir prise sur sa manière de travailler aide à faire face aux difficultés.',
  ),
  f(
    'autonomie-temps',
    'autonomie',
    'ressource',
    'Autonomie temporelle',
    'Peut-on s’organiser dans la journée et s’arrêter un moment quand on en a besoin ?',
    'Pouvoir gérer son temps et ses pauses évite de subir la journée.',
  ),
  f(
    'competences',
    'autonomie',
    'ressource',
    'Utilisation et développement des compétences',
    'Le travail permet-il d’utiliser ce que l’on sait faire et d’apprendre ?',
    'Un travail qui n’utilise pas les savoir-faire ou ne les fait pas progresser use la motivation.',
  ),
  f(
    'soutien-collegues',
    'rapports',
    'ressource',
    'Soutien des collègues',
    'Peut-on compter sur ses collègues pour de l’aide ou un conseil ?',
    'L’entraide d’une équipe est une protection forte contre les difficultés du travail.',
  ),
  f(
    'soutien-hierarchie',
    'rapports',
    'ressource',
    'Soutien de l’encadrement',
    'L’encadrement est-il présent et aide-t-il quand un problème se pose ?',
    'Un encadrement disponible aide à trancher et à régler les difficultés au lieu de les laisser.',
  ),
  f(
    'violences-internes',
    'rapports',
    'risque',
    'Violences internes',
    'Y a-t-il dans l’entreprise des conflits ouverts, des brimades, du harcèlement ou des violences ?',
    'Les violences entre collègues ou venant de l’encadrement atteignent la santé de tous.',
  ),
  f(
    'reconnaissance',
    'rapports',
    'ressource',
    'Reconnaissance',
    'Le travail fourni et les efforts faits sont-ils reconnus ?',
    'Le manque de reconnaissance, matérielle ou non, donne le sentiment de travailler pour rien.',
  ),
  f(
    'qualite-empechee',
    'valeurs',
    'ressource',
    'Qualité du travail',
    'A-t-on le temps et les moyens de faire un travail de qualité, dont on peut être fier ?',
    'Devoir bâcler ou agir contre sa conscience professionnelle fait souffrir.',
  ),
  f(
    'utilite',
    'valeurs',
    'ressource',
    'Utilité du travail',
    'Se sent-on utile, pour l’entreprise comme pour les autres ?',
    'Un travail dont on ne voit pas le sens perd sa valeur aux yeux de celui qui le fait.',
  ),
  f(
    'insecurite-emploi',
    'insecurite',
    'risque',
    'Insécurité socio-économique',
    'Craint-on pour son emploi, son salaire ou l’avenir de son métier ?',
    'L’incertitude sur l’avenir occupe les esprits et pèse sur la santé.',
  ),
  f(
    'changements',
    'insecurite',
    'ressource',
    'Conduite des changements',
    'Les changements sont-ils expliqués, préparés et discutés avec les personnes concernées ?',
    'Un changement imposé sans explication ni accompagnement désoriente et inquiète.',
  ),
];

const FACTEURS_BY_ID = new Map(FACTEURS_RPS.map((facteur) => [facteur.id, facteur]));

/** The factor of the grid with this id (undefined for an unknown id). */
export const facteurRps = (id: string): FacteurRps | undefined => FACTEURS_BY_ID.get(id);

export const FACTEUR_RPS_IDS = FACTEURS_RPS.map((facteur) => facteur.id) as [string, ...string[]];

/** The label of a family (its id if unknown). */
export const familleRpsLabel = (id: string): string =>
  FAMILLES_RPS.find((famille) => famille.id === id)?.label ?? id;
