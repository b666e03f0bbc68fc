import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Proposed measures for the categories of risks/physique-mecanique.ts (sources: SOURCES.md). */
export const MESURES_PHYSIQUE_MECANIQUE = mesuresParCategorie({}, risquesDeLaCategorie);
