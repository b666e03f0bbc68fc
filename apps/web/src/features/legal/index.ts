/** The public pages: guide, legal notice, privacy policy, terms, accessibility statement. */
export { AccessibilityStatementPage } from './components/accessibility-statement-page';
export { GuidePage } from './components/guide-page';
export { LegalNoticePage } from './components/legal-notice-page';
export { PrivacyPolicyPage } from './components/privacy-policy-page';
export { TermsPage } from './components/terms-page';
