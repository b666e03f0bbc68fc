import type { MesureDuCatalogue } from './define.js';
import { MESURES_CHARGE_PHYSIQUE } from './physique-mecanique-charge-physique.js';
import { MESURES_CHARGE_PHYSIQUE_METIERS } from './physique-mecanique-charge-physique-metiers.js';
import { MESURES_EFFONDREMENTS } from './physique-mecanique-effondrements.js';
import { MESURES_CHUTES_OBJETS } from './physique-mecanique-effondrements-objets.js';
import { MESURES_EQUIPEMENTS_TRAVAIL } from './physique-mecanique-equipements.js';
import { MESURES_EQUIPEMENTS_TRAVAIL_METIERS } from './physique-mecanique-equipements-metiers.js';
import { MESURES_MANUTENTION_MECANIQUE } from './physique-mecanique-manutention-mecanique.js';

/**
 * Proposed measures for the categories of risks/physique-mecanique.ts, one file per family
 * (sources: SOURCES.md).
 */
export const MESURES_PHYSIQUE_MECANIQUE: readonly MesureDuCatalogue[] = [
  ...MESURES_CHARGE_PHYSIQUE,
  ...MESURES_CHARGE_PHYSIQUE_METIERS,
  ...MESURES_MANUTENTION_MECANIQUE,
  ...MESURES_EQUIPEMENTS_TRAVAIL,
  ...MESURES_EQUIPEMENTS_TRAVAIL_METIERS,
  ...MESURES_EFFONDREMENTS,
  ...MESURES_CHUTES_OBJETS,
];
