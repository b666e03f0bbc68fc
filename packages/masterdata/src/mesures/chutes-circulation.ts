import type { MesureDuCatalogue } from './define.js';
import { MESURES_CIRCULATIONS_INTERNES } from './chutes-circulation-circulations.js';
import { MESURES_CHUTES_HAUTEUR } from './chutes-circulation-hauteur.js';
import { MESURES_CHUTES_PLAIN_PIED } from './chutes-circulation-plain-pied.js';
import { MESURES_DEPLACEMENTS_ROUTIERS } from './chutes-circulation-routiers.js';

/**
 * Proposed measures for the categories of risks/chutes-circulation.ts, one file per family
 * (sources: SOURCES.md).
 */
export const MESURES_CHUTES_CIRCULATION: readonly MesureDuCatalogue[] = [
  ...MESURES_CHUTES_PLAIN_PIED,
  ...MESURES_CHUTES_HAUTEUR,
  ...MESURES_CIRCULATIONS_INTERNES,
  ...MESURES_DEPLACEMENTS_ROUTIERS,
];
