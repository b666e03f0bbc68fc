import { MESURES_PRATIQUES_ADDICTIVES } from './humain-organisation-addictions.js';
import { MESURES_TRAVAIL_ECRAN } from './humain-organisation-ecran.js';
import { MESURES_HEURTS_COGNEMENTS } from './humain-organisation-heurts.js';
import { MESURES_RISQUES_PSYCHOSOCIAUX } from './humain-organisation-rps.js';
import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Proposed measures for the categories of risks/humain-organisation.ts (sources: SOURCES.md). */
export const MESURES_HUMAIN_ORGANISATION = mesuresParCategorie(
  {
    ...MESURES_RISQUES_PSYCHOSOCIAUX,
    ...MESURES_HEURTS_COGNEMENTS,
    ...MESURES_PRATIQUES_ADDICTIVES,
    ...MESURES_TRAVAIL_ECRAN,
  },
  risquesDeLaCategorie,
);
