import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Proposed measures for the categories of risks/humain-organisation.ts (sources: SOURCES.md). */
export const MESURES_HUMAIN_ORGANISATION = mesuresParCategorie({}, risquesDeLaCategorie);
