import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Proposed measures for the categories of risks/chimique-biologique.ts (sources: SOURCES.md). */
export const MESURES_CHIMIQUE_BIOLOGIQUE = mesuresParCategorie({}, risquesDeLaCategorie);
