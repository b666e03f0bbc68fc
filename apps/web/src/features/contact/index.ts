/** The contact forms (public and signed in) and the law-firm notice beside them. */
export { LawFirmNotice } from './components/law-firm-notice';
export { PrivateContactForm } from './components/private-contact-form';
export { PublicContactForm } from './components/public-contact-form';
