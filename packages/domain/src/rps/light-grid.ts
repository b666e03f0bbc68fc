import type { FamilleRpsId, PolariteRps } from './grid.js';

/**
 * The light path for a company under 50 employees whose social dialogue is good: a manager
 * answers alone a shorter self-assessment built like INRS's « Faire le point RPS » (a check of
 * the preconditions, then a few questions per family, then pointers to actions). Two questions
 * per family, our own wording; they give the same family levels as the group grid.
 */
export interface QuestionSimplifieeRps {
  id: string;
  famille: FamilleRpsId;
  question: string;
  polarite: PolariteRps;
}

const q = (
  id: string,
  famille: FamilleRpsId,
  polarite: PolariteRps,
  question: string,
): QuestionSimplifieeRps => ({ id, famille, polarite, question });

export const QUESTIONS_SIMPLIFIEES_RPS: readonly QuestionSimplifieeRps[] = [
  q(
    's-charge',
    'intensite',
    'risque',
    'Les salariés travaillent-ils dans l’urgence ou sous pression de délais ?',
  ),
  q(
    's-objectifs',
    'intensite',
    'ressource',
    'Les objectifs de chacun sont-ils clairs et tenables avec les moyens donnés ?',
  ),
  q(
    's-horaires-longs',
    'horaires',
    'risque',
    'Les journées longues, le travail de nuit ou les horaires coupés sont-ils fréquents ?',
  ),
  q(
    's-horaires-connus',
    'horaires',
    'ressource',
    'Les salariés connaissent-ils leurs horaires à l’avance et peuvent-ils les adapter en cas de besoin ?',
  ),
  q(
    's-public',
    'emotions',
    'risque',
    'Les salariés font-ils face à des clients ou usagers agressifs ou en détresse ?',
  ),
  q(
    's-emotions',
    'emotions',
    'risque',
    'Doivent-ils cacher leurs émotions pour faire leur travail ?',
  ),
  q(
    's-marges',
    'autonomie',
    'ressource',
    'Les salariés peuvent-ils organiser eux-mêmes leur travail et leurs pauses ?',
  ),
  q(
    's-apprendre',
    'autonomie',
    'ressource',
    'Le travail leur permet-il d’utiliser et de développer leurs compétences ?',
  ),
  q(
    's-entraide',
    'rapports',
    'ressource',
    'Les salariés s’entraident-ils et trouvent-ils l’appui de l’encadrement ?',
  ),
  q(
    's-conflits',
    'rapports',
    'risque',
    'Y a-t-il des tensions, des conflits ou des comportements hostiles dans l’équipe ?',
  ),
  q(
    's-qualite',
    'valeurs',
    'ressource',
    'Les salariés ont-ils les moyens de faire un travail de qualité ?',
  ),
  q('s-sens', 'valeurs', 'ressource', 'Les salariés trouvent-ils leur travail utile ?'),
  q(
    's-avenir',
    'insecurite',
    'risque',
    'Les salariés s’inquiètent-ils pour leur emploi ou l’avenir de l’entreprise ?',
  ),
  q(
    's-changements',
    'insecurite',
    'ressource',
    'Les changements sont-ils annoncés et expliqués à l’avance ?',
  ),
];

export const QUESTION_SIMPLIFIEE_RPS_IDS = QUESTIONS_SIMPLIFIEES_RPS.map((x) => x.id) as [
  string,
  ...string[],
];

/** Most employees for which the light path is offered (the method's "small company"). */
export const RPS_LIGHT_PATH_MAX_EMPLOYEES = 49;
