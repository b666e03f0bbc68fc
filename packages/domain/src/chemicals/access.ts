import { canDo, type EspaceRole } from '../espaces/roles.js';

/**
 * Whether a member sees the names in the register (the exposure list's workers, a product's
 * users): Propriétaires and Éditeurs, who keep the list. A Lecteur gets the anonymised list, as
 * workers and the CSE do (R4412-93-3).
 */
export function canSeeWorkerNames(role: EspaceRole): boolean {
  return canDo(role, 'write');
}
