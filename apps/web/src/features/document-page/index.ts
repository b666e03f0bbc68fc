/** The page of one document (« /duerp/:id »): its views, downloads, versions and panels. */
export { DocumentPage } from './components/document-page';
export { DocumentView } from './components/document-view';
export { CompanyCard } from './components/company-card';
export { EvaluationSummary } from './components/evaluation-summary';
export { PapripactSection } from './components/papripact-section';
export { RegulatoryFramework } from './components/regulatory-framework';
export { RiskList } from './components/risk-list';
