/** « Prêt pour un contrôle ? » (issue 42): the document's compliance findings, article by article. */
export { ComplianceCheck } from './components/compliance-check';
export { ComplianceBreaches } from './components/compliance-breaches';
