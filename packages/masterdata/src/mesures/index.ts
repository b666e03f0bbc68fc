import type { MesureDuCatalogue } from './define.js';
import { MESURES_AMBIANCES_ENERGIES } from './ambiances-energies.js';
import { MESURES_CHIMIQUE_BIOLOGIQUE } from './chimique-biologique.js';
import { MESURES_CHUTES_CIRCULATION } from './chutes-circulation.js';
import { MESURES_HUMAIN_ORGANISATION } from './humain-organisation.js';
import { MESURES_ORGANISATION_POPULATIONS } from './organisation-populations.js';
import { MESURES_PHYSIQUE_MECANIQUE } from './physique-mecanique.js';

export type { MesureDuCatalogue } from './define.js';
export { ARTICLES_DU_CATALOGUE } from './articles.js';

/** Every proposed measure of the catalogue. */
export const MESURES: readonly MesureDuCatalogue[] = [
  ...MESURES_CHUTES_CIRCULATION,
  ...MESURES_PHYSIQUE_MECANIQUE,
  ...MESURES_CHIMIQUE_BIOLOGIQUE,
  ...MESURES_AMBIANCES_ENERGIES,
  ...MESURES_HUMAIN_ORGANISATION,
  ...MESURES_ORGANISATION_POPULATIONS,
];

const PAR_RISQUE = new Map<string, MesureDuCatalogue[]>();
for (const mesure of MESURES) {
  for (const idPremadeRisque of mesure.idPremadeRisques) {
    PAR_RISQUE.set(idPremadeRisque, [...(PAR_RISQUE.get(idPremadeRisque) ?? []), mesure]);
  }
}

/** The measures proposed for one premade risk, in the order the catalogue writes them. */
export function mesuresDuRisque(idPremadeRisque: string): readonly MesureDuCatalogue[] {
  return PAR_RISQUE.get(idPremadeRisque) ?? [];
}
