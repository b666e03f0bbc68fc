import { documentWriteService } from './duerp-writes.service.js';

/** Step 3: a unit's headcount and how many are women (null clears them). */
export const updateEffectifUnite = documentWriteService('updateEffectifUnite');

/** Step 5: the unit's exposures to the L4161-1 factors (R4121-1-1), the whole list of the unit. */
export const updatePenibiliteUnite = documentWriteService('updatePenibiliteUnite');

/** Step 5: the unit « Non concerné » by the thermal environment (R4121-1), or not. */
export const updateAmbiancesThermiques = documentWriteService('updateAmbiancesThermiques');
