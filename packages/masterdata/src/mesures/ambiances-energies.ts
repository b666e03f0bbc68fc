import { MESURES_AMBIANCES_LUMINEUSES } from './ambiances-energies-lumineuses.js';
import { MESURES_AMBIANCES_THERMIQUES } from './ambiances-energies-thermiques.js';
import { MESURES_BRUIT } from './ambiances-energies-bruit.js';
import { MESURES_ELECTRICITE } from './ambiances-energies-electricite.js';
import { MESURES_INCENDIE_EXPLOSION } from './ambiances-energies-incendie.js';
import { MESURES_RAYONNEMENTS } from './ambiances-energies-rayonnements.js';
import { MESURES_VIBRATIONS } from './ambiances-energies-vibrations.js';
import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Proposed measures for the categories of risks/ambiances-energies.ts (sources: SOURCES.md). */
export const MESURES_AMBIANCES_ENERGIES = mesuresParCategorie(
  {
    ...MESURES_BRUIT,
    ...MESURES_AMBIANCES_THERMIQUES,
    ...MESURES_INCENDIE_EXPLOSION,
    ...MESURES_ELECTRICITE,
    ...MESURES_AMBIANCES_LUMINEUSES,
    ...MESURES_RAYONNEMENTS,
    ...MESURES_VIBRATIONS,
  },
  risquesDeLaCategorie,
);
