import { compareCodes } from '@duerp/domain/text';
import type { PremadeRisque } from '../types.js';
import { RISQUES_AMBIANCES_ENERGIES } from './ambiances-energies.js';
import { RISQUES_CHIMIQUE_BIOLOGIQUE } from './chimique-biologique.js';
import { RISQUES_CHUTES_CIRCULATION } from './chutes-circulation.js';
import { RISQUES_HUMAIN_ORGANISATION } from './humain-organisation.js';
import { RISQUES_ORGANISATION_POPULATIONS } from './organisation-populations.js';
import { RISQUES_PHYSIQUE_MECANIQUE } from './physique-mecanique.js';

/** Every premade risk, in code order. */
export const RISQUES: readonly PremadeRisque[] = [
  ...RISQUES_CHUTES_CIRCULATION,
  ...RISQUES_PHYSIQUE_MECANIQUE,
  ...RISQUES_CHIMIQUE_BIOLOGIQUE,
  ...RISQUES_AMBIANCES_ENERGIES,
  ...RISQUES_HUMAIN_ORGANISATION,
  ...RISQUES_ORGANISATION_POPULATIONS,
].sort((a, b) => compareCodes(a.code, b.code));
