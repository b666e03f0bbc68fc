import {
  hasFullAccessToVersion,
  type DuerpDocument,
  type VersionSummary,
} from '@duerp/domain/duerp';

export type PdfVariant = 'full' | 'demo';

/**
 * Access rules: the full PDF when the document is VIP-derived or its paid period ends
 * on or after the version's creation day; the demonstration otherwise.
 */
export function pdfVariantFor(
  duerp: Pick<DuerpDocument, 'isVip_Derivated' | 'purchasedUntilDate'>,
  version: Pick<VersionSummary, 'creationTime'>,
): PdfVariant {
  const full = hasFullAccessToVersion(
    { isVip: duerp.isVip_Derivated, purchasedUntilDate: duerp.purchasedUntilDate },
    version.creationTime,
  );
  return full ? 'full' : 'demo';
}
