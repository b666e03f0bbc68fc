/**
 * Sending mail (SMTP, or the outbox in development and tests) and the text of every mail the
 * application sends.
 */
export { createOutboxMailer, createSmtpMailer, type Mail, type Mailer } from './mailer.js';
export {
  contactAcknowledgementMail,
  contactSupportMail,
  duplicatePaymentRefundMail,
  layout,
  resetPasswordMail,
} from './templates.js';
