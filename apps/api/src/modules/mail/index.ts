/** The mail module's public surface: what other modules may import. */
export { createOutboxMailer, createSmtpMailer, type Mail, type Mailer } from './mailer.js';
export {
  contactAcknowledgementMail,
  contactSupportMail,
  duplicatePaymentRefundMail,
  layout,
  resetPasswordMail,
} from './templates.js';
