import type { MesureDuCatalogue } from './define.js';
import { MESURES_CIRCULATIONS_INTERNES } from './chutes-circulation-circulations.js';
import { MESURES_CHUTES_HAUTEUR } from './chutes-circulation-hauteur.js';
import { MESURES_CHUTES_HAUTEUR_NACELLES_QUAIS } from './chutes-circulation-hauteur-nacelles-quais.js';
import { MESURES_CHUTES_PLAIN_PIED } from './chutes-circulation-plain-pied.js';
import { MESURES_DEPLACEMENTS_ROUTIERS } from './chutes-circulation-routiers.js';
import { MESURES_DEPLACEMENTS_ROUTIERS_METIERS } from './chutes-circulation-routiers-metiers.js';

/**
 * Proposed measures for the categories of risks/chutes-circulation.ts, one file per family
 * (sources: SOURCES.md).
 */
export const MESURES_CHUTES_CIRCULATION: readonly MesureDuCatalogue[] = [
  ...MESURES_CHUTES_PLAIN_PIED,
  ...MESURES_CHUTES_HAUTEUR,
  ...MESURES_CHUTES_HAUTEUR_NACELLES_QUAIS,
  ...MESURES_CIRCULATIONS_INTERNES,
  ...MESURES_DEPLACEMENTS_ROUTIERS,
  ...MESURES_DEPLACEMENTS_ROUTIERS_METIERS,
];
