import { computePaymentStatus, hasFullAccessToday, type DuerpDocument } from '@duerp/domain/duerp';
import { formatSiret } from '@duerp/domain/format';
import { accessFacts, type AccessContext } from '../../identity/account/index.js';
import type { StoredDocument } from '../../documents/document-store/index.js';
import { toVersionSummary, type VersionSummaryRow } from '../../publishing/versions/index.js';

/** The document as the API answers it, with its statuses computed by the domain rules. */
export function toDocumentResponse(
  document: StoredDocument,
  versions: VersionSummaryRow[],
  access: AccessContext,
): DuerpDocument {
  const facts = accessFacts(access, document.id, versions.length > 0);
  const entreprise = document.data.entreprise;
  return {
    id: document.id,
    displayName: document.displayName,
    description: entreprise?.siret
      ? `${document.displayName} – SIRET ${formatSiret(entreprise.siret)}`
      : document.displayName,
    data: document.data,
    versions: versions.map(toVersionSummary),
    paymentStatus_Derivated: computePaymentStatus(facts),
    isVip_Derivated: access.isVip,
    hasFullAccess_Derivated: hasFullAccessToday(facts),
    hasBeenModifiedSinceLastGeneration: document.hasBeenModifiedSinceLastGeneration,
    isPurchased: facts.purchasedUntilDate !== null,
    purchasedUntilDate: facts.purchasedUntilDate,
    revision: document.revision,
    espaceId: document.espaceId,
  };
}
