import type { VersionSummary } from '@duerp/domain/duerp';

/**
 * One sending of a version to the service de prévention et de santé au travail, as the pack
 * prints it. The pack's section takes a list of these, whatever records them: today the date
 * of the consultation record; a service listing the sendings themselves (by e-mail or by hand)
 * maps each of its records to this shape.
 */
export interface SpstSending {
  versionNumber: number;
  /** YYYY-MM-DD. */
  date: string;
  /** How it went: « Par e-mail à … », « Remis en main propre », « Date de la fiche de consultation ». */
  mode: string;
  /** The message id of an e-mail, or null. */
  reference: string | null;
}

/** The sendings the consultation records know: their « date d'envoi au SPST ». */
export function sendingsFromConsultations(
  versions: readonly Pick<VersionSummary, 'versionNumber' | 'consultation'>[],
): SpstSending[] {
  return versions.flatMap((v) =>
    v.consultation?.dateEnvoiSpst
      ? [
          {
            versionNumber: v.versionNumber,
            date: v.consultation.dateEnvoiSpst,
            mode: 'Date de la fiche de consultation',
            reference: null,
          },
        ]
      : [],
  );
}
