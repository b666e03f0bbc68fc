import type { DuerpData, VersionSummary } from '../duerp/schemas.js';
import { latestVersion } from '../duerp/payment-status.js';
import { addOneYear } from '../duerp/due-dates.js';
import { parisDay } from '../calendar/dates.js';
import { EMPTY_COMPLIANCE_RECORDS, type ComplianceRecords, type SpstSending } from './records.js';
import type { ComplianceCode, ComplianceFinding, ComplianceLevel } from './findings.js';

export interface ComplianceInput {
  duerpId: string;
  /** The draft: what the next version will hold. */
  data: DuerpData;
  /** With their consultation records (versions/list). */
  versions: readonly Pick<
    VersionSummary,
    'id' | 'versionNumber' | 'creationTime' | 'consultation'
  >[];
  now: Date;
  /** The sendings to the SPST recorded per version (absent: none). */
  spstSendings?: readonly Pick<SpstSending, 'versionId'>[];
  /** The access notice and the spaced-update reason (absent: none recorded). */
  records?: ComplianceRecords;
}

/** What every rule of the check reads, and how it reports a finding. */
export interface RuleContext {
  duerpId: string;
  data: DuerpData;
  now: Date;
  units: DuerpData['unitesDeTravail'];
  /** The company's headcount, null while unknown. */
  effectif: number | null;
  latest: ComplianceInput['versions'][number] | null;
  /** The last version is more than a year old (Paris days). */
  yearPassed: boolean;
  spstSendings: readonly Pick<SpstSending, 'versionId'>[];
  records: ComplianceRecords;
  /** The editor step that fixes a finding. */
  step: (n: number) => string;
  add: (
    code: ComplianceCode,
    level: ComplianceLevel,
    article: string,
    message: string,
    href: string,
    linkLabel: string,
  ) => void;
}

/** The context of one run of the check: the findings the rules add go into `findings`. */
export function ruleContext(input: ComplianceInput, findings: ComplianceFinding[]): RuleContext {
  const { duerpId, data, now } = input;
  const latest = latestVersion(input.versions);
  return {
    duerpId,
    data,
    now,
    units: data.unitesDeTravail,
    effectif: data.entreprise?.nombreEmployes ?? null,
    latest,
    yearPassed: latest !== null && parisDay(now) > addOneYear(parisDay(latest.creationTime)),
    spstSendings: input.spstSendings ?? [],
    records: input.records ?? EMPTY_COMPLIANCE_RECORDS,
    step: (n) => `/duerps/${duerpId}/edit?step=${n}`,
    add: (code, level, article, message, href, linkLabel) =>
      findings.push({ code, level, article, message, href, linkLabel }),
  };
}
