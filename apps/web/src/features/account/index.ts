/** « Mon compte »: the account's facts (plan, limits, role on documents) and its sections. */
export { accountInfoQueryOptions, useAccountInfo } from './api/get-account-info';
export { ArchiveSection } from './components/archive-section';
export { ChangePasswordSection } from './components/change-password-section';
export { DisplayNameSection } from './components/display-name-section';
export { OtherRequestsSection } from './components/other-requests-section';
export { ReminderPreferencesSection } from './components/reminder-preferences-section';
