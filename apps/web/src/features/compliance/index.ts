/** « Prêt pour un contrôle ? » (issue 42): the document's compliance findings, article by article. */
export { ComplianceCheck } from './components/compliance-check';
export { ComplianceBreaches } from './components/compliance-breaches';
export { RadarPage } from './components/radar-page';
export { EspaceCompliance } from './components/espace-compliance';
