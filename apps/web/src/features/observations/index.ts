/** The observations readers send on a document, as the employer reads and answers them. */
export { ObservationsNotice } from './components/observations-notice';
export { ObservationsPanel } from './components/observations-panel';
