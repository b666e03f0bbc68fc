import { MESURES_AGRESSIONS } from './organisation-populations-agressions.js';
import { MESURES_ANIMAUX } from './organisation-populations-animaux.js';
import { MESURES_COACTIVITE } from './organisation-populations-coactivite.js';
import { MESURES_TRAVAIL_ISOLE } from './organisation-populations-isole.js';
import { MESURES_ORGANISATION_TRAVAIL } from './organisation-populations-organisation.js';
import { MESURES_TRAVAILLEURS_PROTEGES } from './organisation-populations-proteges.js';
import { MESURES_TRAJETS } from './organisation-populations-trajets.js';
import { mesuresParCategorie } from './define.js';
import { risquesDeLaCategorie } from './risques.js';

/** Proposed measures for the categories of risks/organisation-populations.ts (sources: SOURCES.md). */
export const MESURES_ORGANISATION_POPULATIONS = mesuresParCategorie(
  {
    ...MESURES_TRAVAIL_ISOLE,
    ...MESURES_AGRESSIONS,
    ...MESURES_ORGANISATION_TRAVAIL,
    ...MESURES_COACTIVITE,
    ...MESURES_TRAJETS,
    ...MESURES_TRAVAILLEURS_PROTEGES,
    ...MESURES_ANIMAUX,
  },
  risquesDeLaCategorie,
);
