import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Proposed measures for the categories of risks/chutes-circulation.ts (sources: SOURCES.md). */
export const MESURES_CHUTES_CIRCULATION = mesuresParCategorie({}, risquesDeLaCategorie);
