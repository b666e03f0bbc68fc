import { RISQUES } from '../risks/index.js';

const ID_PATTERN = /^risque_(.+)_(\d+)$/;

/** The ids of a category's premade risks, in position order (the position ends the id). */
export function risquesDeLaCategorie(idPremadeCategorie: string): readonly string[] {
  const slug = idPremadeCategorie.replace(/^cat_/, '');
  return RISQUES.filter((risque) => risque.idPremadeCategorie === idPremadeCategorie)
    .map((risque) => ({
      id: risque.idPremadeRisque,
      match: ID_PATTERN.exec(risque.idPremadeRisque),
    }))
    .filter(({ match }) => match?.[1] === slug)
    .sort((a, b) => Number(a.match?.[2]) - Number(b.match?.[2]))
    .map(({ id }) => id);
}
