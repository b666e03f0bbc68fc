import { summarizeDuerp } from '../document-view/summary.js';
import { duerpDisplayName } from '../duerp/document-data.js';
import type { DisplayOptions, DuerpData } from '../duerp/schemas.js';
import { formatDateLong } from '../calendar/dates.js';
import { versionLabel } from './version-label.js';
import { presentRisks, type RisksPresentation } from './risks.js';
import { presentSummary, type SummaryPresentation } from './summary.js';
import { presentActions, type ActionsPresentation } from './version.js';

/** What a version is, for its presentation. */
export interface VersionToPresent {
  data: DuerpData;
  displayOptions: DisplayOptions;
  versionNumber: number;
  /** ISO instant. */
  creationTime: string;
}

/** Everything a rendering of a version shows about it, decided once. */
export interface VersionPresentation {
  /** The company (and establishment) name. */
  companyName: string;
  /** "12 mars 2026". */
  date: string;
  /** "Version 4 du 12 mars 2026". */
  label: string;
  /** "Menuiserie Lefèvre — DUERP version 4 du 12 mars 2026": what every page's footer says. */
  footer: string;
  summary: SummaryPresentation;
  risks: RisksPresentation;
  actions: ActionsPresentation;
}

/**
 * A version (or a document seen as one) as the PDF, the DOCX, the XLSX and the web views show it:
 * its name and date, its summary, its risks grouped per its display options, its actions.
 */
export function presentVersion(version: VersionToPresent): VersionPresentation {
  const { data, versionNumber, creationTime } = version;
  const summary = summarizeDuerp(data);
  const companyName = duerpDisplayName(data.entreprise);
  return {
    companyName,
    date: formatDateLong(creationTime),
    label: versionLabel(versionNumber, creationTime),
    footer: `${companyName} — DUERP ${versionLabel(versionNumber, creationTime, { inSentence: true })}`,
    summary: presentSummary(summary),
    risks: presentRisks(data, version.displayOptions),
    actions: presentActions(data),
  };
}
