import { spstSendingText, type SpstSending as SpstRecord } from '@duerp/domain/compliance';
import type { VersionSummary } from '@duerp/domain/duerp';

/** One sending of a version to the service de prévention et de santé au travail, as printed. */
export interface SpstSending {
  versionNumber: number;
  /** YYYY-MM-DD. */
  date: string;
  /** « Envoyé par e-mail à … », « Remis en main propre à … », « Date de la fiche de consultation ». */
  mode: string;
  /** The SHA-256 of the version's content the record names; null for the consultation date. */
  sha256: string | null;
}

/**
 * Every recorded sending (e-mail or hand-over), oldest version first; a version without any record
 * keeps the « date d'envoi au SPST » of its consultation record, as it was noted before sendings
 * were recorded.
 */
export function packSpstSendings(
  records: readonly SpstRecord[],
  versions: readonly Pick<VersionSummary, 'versionNumber' | 'consultation'>[],
): SpstSending[] {
  const recorded = new Set(records.map((r) => r.versionNumber));
  const fallback = versions.flatMap((v) =>
    !recorded.has(v.versionNumber) && v.consultation?.dateEnvoiSpst
      ? [
          {
            versionNumber: v.versionNumber,
            date: v.consultation.dateEnvoiSpst,
            mode: 'Date de la fiche de consultation',
            sha256: null,
          },
        ]
      : [],
  );
  const sent = records.map((r) => ({
    versionNumber: r.versionNumber,
    date: r.date,
    mode: spstSendingText(r),
    sha256: r.versionSha256,
  }));
  // Stable: records keep their order (by version, then by time) within a version.
  return [...sent, ...fallback].sort((a, b) => a.versionNumber - b.versionNumber);
}
