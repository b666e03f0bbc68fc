import {
  COMPLIANCE_LEVELS,
  COMPLIANCE_TEXTS,
  type ComplianceFinding,
  type ComplianceLevel,
  type ComplianceReport,
} from './findings.js';
import { ruleContext, type ComplianceInput } from './context.js';
import { actionFindings } from './action-rules.js';
import { inventoryFindings } from './inventory-rules.js';
import { noticeFindings, updateFindings } from './update-rules.js';

export type { ComplianceInput } from './context.js';
export { THERMAL_FAMILY_NUMBER } from './inventory-rules.js';

/**
 * « Prêt pour un contrôle ? »: what an inspector would find missing in this document, article by
 * article, from what the product records (the draft, the versions and their consultation records).
 * Pure: the same input gives the same findings, most serious first.
 */
export function checkCompliance(input: ComplianceInput): ComplianceReport {
  const findings: ComplianceFinding[] = [];
  const context = ruleContext(input, findings);
  inventoryFindings(context);
  updateFindings(context);
  actionFindings(context);
  noticeFindings(context);
  findings.sort((a, b) => COMPLIANCE_LEVELS.indexOf(a.level) - COMPLIANCE_LEVELS.indexOf(b.level));
  const count = (level: ComplianceLevel) => findings.filter((f) => f.level === level).length;
  return {
    findings,
    counts: {
      manquement: count('manquement'),
      'à compléter': count('à compléter'),
      'bonne pratique': count('bonne pratique'),
    },
    notApplicable: [
      { code: 'portail-depot', message: COMPLIANCE_TEXTS.portal, article: 'L4121-3-1 V B' },
    ],
  };
}
