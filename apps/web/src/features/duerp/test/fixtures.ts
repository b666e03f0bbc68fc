import type { DuerpDocument, VersionSummary } from '@duerp/domain/duerp';
import { DUERP_ID } from '@/test/factories';

export { ACTION, aCompleteDuerp, DUERP_ID } from '@/test/factories';

export function aVersion(versionNumber: number, creationTime: string, notes = ''): VersionSummary {
  return {
    id: `v${versionNumber}`,
    duerpDocumentId: DUERP_ID,
    versionNumber,
    creationTime,
    notesDeVersion: notes,
  };
}

/** The same document once purchased: full access, no demonstration. */
export const paid = (duerp: DuerpDocument): DuerpDocument => ({
  ...duerp,
  paymentStatus_Derivated: 'IN_PAID_PERIOD',
  hasFullAccess_Derivated: true,
  isPurchased: true,
  purchasedUntilDate: '2099-12-31T00:00:00.000Z',
});
