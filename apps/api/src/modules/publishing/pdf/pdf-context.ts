import type { AvisCse } from '@duerp/domain/living-document';
import type { DisplayOptions, DuerpData, Entreprise } from '@duerp/domain/duerp';
import type { VersionPresentation, VersionSnapshot } from '@duerp/domain/presentation';
import type { StoredSnapshot } from '../../../lib/stored-snapshot.js';
import type { AnnexPhoto } from './photo-annex.js';
import type { Toc } from './sections/toc.js';

/** A version as every writer of it (PDF, XLSX, DOCX) reads it: frozen. */
export interface VersionInput {
  /** The version's immutable snapshot (with the chemicals register since issue 44). */
  snapshot: VersionSnapshot;
  displayOptions: DisplayOptions;
  versionNumber: number;
  /** ISO instant of the version's creation. */
  creationTime: string;
  notesDeVersion: string;
  /** Hex SHA-256 of the snapshot, printed for integrity. */
  snapshotSha256: string;
}

/**
 * The PDF layouts a version may have been generated with (duerp_versions.pdf_edition): a version
 * prints for ever with its own, so that a PDF already handed out keeps its bytes.
 */
export const PDF_EDITIONS = {
  /** Versions generated before migration 0010: no "Historique des versions". */
  beforeHistory: 1,
  withHistory: 2,
  /** From migration 0012: the R4121-1-1 annex in every version, even with nothing entered. */
  withPenibiliteAnnex: 3,
  /** From migration 0025: the history lists the sendings to the SPST made before the version. */
  withSpstSendings: 4,
  /** From migration 0027: each measure of the programme prints its PAPRIPACT details. */
  withActionDetails: 5,
} as const;

/** What the API gives the PDF renderer: the version, and what its PDF shows beyond it. */
export interface DuerpPdfInput extends VersionInput {
  variant: 'full' | 'demo';
  /** The version's duerp_versions.pdf_edition (PDF_EDITIONS). */
  pdfEdition: number;
  /** ISO instant of the previous version, for the risks re-rated since (issue 16); null: none. */
  previousVersionTime?: string | null;
  /**
   * Versions 1 … this one with their consultation record ("Historique des versions"); absent for a
   * version generated before that part existed (see duerp_versions.pdf_edition), which prints as
   * it always did.
   */
  history?: VersionHistoryEntry[];
  /** Versions of PDF_EDITIONS.withSpstSendings on: the sendings recorded before this version. */
  spstSendings?: SpstHistoryEntry[];
  /** Full PDFs of versions made since verification exists: the code and the verifier's URL. */
  verification?: { code: string; url: string };
  /** The photos of a version generated with the "Annexe photographique" (full variant only). */
  photos?: AnnexPhoto[];
}

/** A version as the history page lists it; the consultation fields are null when not recorded. */
export interface VersionHistoryEntry {
  versionNumber: number;
  /** ISO instant. */
  creationTime: string;
  notesDeVersion: string;
  dateConsultationCse: string | null;
  avisCse: AvisCse | null;
  commentaires: string | null;
  dateEnvoiSpst: string | null;
}

/** A sending of an earlier version to the SPST, as the history page lists it. */
export interface SpstHistoryEntry {
  versionNumber: number;
  mode: 'email' | 'main_propre';
  /** YYYY-MM-DD. */
  date: string;
  recipientName: string;
  recipientEmail: string | null;
  versionSha256: string;
  messageId: string | null;
}

/**
 * What a render worker receives: the input, or the input with the snapshot still as stored (its
 * gzip or its JSON text) — a 4,000-risk snapshot is megabytes, expanded and parsed in the worker
 * rather than on the API's event loop.
 */
export type PdfRenderJob = Omit<DuerpPdfInput, 'snapshot'> & {
  snapshot: DuerpData | StoredSnapshot;
};

/** What every section reads. */
export interface PdfContext {
  input: DuerpPdfInput;
  demo: boolean;
  /** The snapshot, with its free texts reversed in the demo. */
  data: DuerpData;
  entreprise: Entreprise | null;
  /** What the version shows (names, dates, levels, counts), decided in the domain's presentation. */
  version: VersionPresentation;
  toc: Toc;
  /** The numbered titles of the optional parts after the actions; null: the part is absent. */
  partTitles: {
    assessment: string | null;
    rps: string | null;
    chemicals: string | null;
    history: string | null;
  };
  /** Set by the cover when the notes are too long for it: the summary then prints them whole. */
  notesOverflow: boolean;
}

export const PAPRIPACT_TITLE =
  "Programme annuel de prévention des risques professionnels et d'amélioration des conditions de travail";
export const ACTIONS_LIST_TITLE = 'Liste des actions de prévention et de protection';
export const DOCUMENT_TITLE = "Document unique d'évaluation des risques professionnels";
