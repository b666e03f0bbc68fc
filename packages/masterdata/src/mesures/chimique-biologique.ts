import type { MesureDuCatalogue } from './define.js';
import { MESURES_AGENTS_BIOLOGIQUES } from './chimique-biologique-agents-biologiques.js';
import { MESURES_AGENTS_BIOLOGIQUES_MILIEUX } from './chimique-biologique-agents-biologiques-milieux.js';
import { MESURES_AMIANTE } from './chimique-biologique-amiante.js';
import { MESURES_PRODUITS_CHIMIQUES } from './chimique-biologique-produits-chimiques.js';
import { MESURES_PRODUITS_CHIMIQUES_METIERS } from './chimique-biologique-produits-chimiques-metiers.js';
import { MESURES_PRODUITS_CHIMIQUES_SOINS } from './chimique-biologique-produits-chimiques-soins.js';

/**
 * Proposed measures for the categories of risks/chimique-biologique.ts, one file per family
 * (sources: SOURCES.md).
 */
export const MESURES_CHIMIQUE_BIOLOGIQUE: readonly MesureDuCatalogue[] = [
  ...MESURES_PRODUITS_CHIMIQUES,
  ...MESURES_PRODUITS_CHIMIQUES_SOINS,
  ...MESURES_PRODUITS_CHIMIQUES_METIERS,
  ...MESURES_AGENTS_BIOLOGIQUES,
  ...MESURES_AGENTS_BIOLOGIQUES_MILIEUX,
  ...MESURES_AMIANTE,
];
