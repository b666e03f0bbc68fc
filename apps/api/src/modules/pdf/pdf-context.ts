import type { DisplayOptions, DuerpData, DuerpSummary, Entreprise } from '@duerp/domain';
import type { Toc } from './sections/toc.js';

/** What the API gives the renderer: a version, frozen. */
export interface DuerpPdfInput {
  variant: 'full' | 'demo';
  /** The version's immutable snapshot. */
  snapshot: DuerpData;
  displayOptions: DisplayOptions;
  versionNumber: number;
  /** ISO instant of the version's creation. */
  creationTime: string;
  notesDeVersion: string;
  /** Hex SHA-256 of the snapshot, printed for integrity. */
  snapshotSha256: string;
  /** Full PDFs of versions made since verification exists: the code and the verifier's URL. */
  verification?: { code: string; url: string };
}

/**
 * What a render worker receives: the input, or the input with the snapshot still as its stored
 * JSON text — a 4,000-risk snapshot is megabytes, parsed in the worker rather than on the API's
 * event loop.
 */
export type PdfRenderJob = Omit<DuerpPdfInput, 'snapshot'> & { snapshot: DuerpData | string };

/** What every section reads. */
export interface PdfContext {
  input: DuerpPdfInput;
  demo: boolean;
  /** The snapshot, with its free texts reversed in the demo. */
  data: DuerpData;
  entreprise: Entreprise | null;
  /** Company (and establishment) name for the cover and the footer. */
  companyName: string;
  /** The version's date, French long format. */
  dateLabel: string;
  summary: DuerpSummary;
  toc: Toc;
  /** Set by the cover when the notes are too long for it: the summary then prints them whole. */
  notesOverflow: boolean;
}

export const PAPRIPACT_TITLE =
  "Programme annuel de prévention des risques professionnels et d'amélioration des conditions de travail";
export const ACTIONS_LIST_TITLE = 'Liste des actions de prévention et de protection';
export const DOCUMENT_TITLE = "Document unique d'évaluation des risques professionnels";
