import {
  computePaymentStatus,
  formatSiret,
  hasFullAccessToday,
  type DuerpDocument,
  type VersionSummary,
} from '@duerp/domain';
import type { DuerpRow } from './document-store.js';

export interface VersionSummaryRow {
  id: string;
  duerpDocumentId: string;
  versionNumber: number;
  creationTime: Date;
  notesDeVersion: string;
}

export interface AccessContext {
  isVip: boolean;
  /** Last paid instant covering a document (from subscriptions), or null if never bought. */
  purchasedUntil: (documentId: string) => Date | null;
}

function toVersionSummary(row: VersionSummaryRow): VersionSummary {
  return { ...row, creationTime: row.creationTime.toISOString() };
}

/** The SPEC §3 document shape, with its statuses computed by the domain rules. */
export function toDocumentResponse(
  row: DuerpRow,
  versions: VersionSummaryRow[],
  access: AccessContext,
): DuerpDocument {
  const until = access.purchasedUntil(row.id);
  const facts = {
    isVip: access.isVip,
    hasVersions: versions.length > 0,
    purchasedUntilDate: until?.toISOString() ?? null,
  };
  const entreprise = row.data.entreprise;
  return {
    id: row.id,
    displayName: row.displayName,
    description: entreprise?.siret
      ? `${row.displayName} – SIRET ${formatSiret(entreprise.siret)}`
      : row.displayName,
    data: row.data,
    versions: versions.map(toVersionSummary),
    paymentStatus_Derivated: computePaymentStatus(facts),
    isVip_Derivated: access.isVip,
    hasFullAccess_Derivated: hasFullAccessToday(facts),
    hasBeenModifiedSinceLastGeneration: row.hasBeenModifiedSinceLastGeneration,
    isPurchased: until !== null,
    purchasedUntilDate: facts.purchasedUntilDate,
    revision: row.revision,
  };
}
