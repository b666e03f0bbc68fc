import type { ApiModule } from './lib/api-module.js';
import { captchaModule } from './modules/platform/captcha/index.js';
import { healthModule } from './modules/platform/health/index.js';
import { retentionModule } from './modules/platform/retention/index.js';
import { billingProfilesModule } from './modules/billing/billing-profiles/index.js';
import { operatorModule } from './modules/billing/operator/index.js';
import { accountModule } from './modules/identity/account/index.js';
import { authModule } from './modules/identity/auth/index.js';
import { contactModule } from './modules/identity/contact/index.js';
import { membersModule } from './modules/identity/members/index.js';
import { liveModule } from './modules/documents/live/index.js';
import { photosModule } from './modules/documents/photos/index.js';
import { accessNoticeModule } from './modules/drafting/access-notice/index.js';
import { documentVerificationModule } from './modules/publishing/document-verification/index.js';
import { officeExportsModule } from './modules/publishing/office-exports/index.js';
import { pdfModule } from './modules/publishing/pdf/index.js';
import { sharingModule } from './modules/publishing/sharing/index.js';
import { spstModule } from './modules/publishing/spst/index.js';
import { versionsModule } from './modules/publishing/versions/index.js';
import { chemicalsModule } from './modules/drafting/chemicals/index.js';
import { commentsModule } from './modules/drafting/comments/index.js';
import { complianceModule } from './modules/drafting/compliance/index.js';
import { duerpModule } from './modules/drafting/duerp/index.js';
import { inspectionPackModule } from './modules/drafting/inspection-pack/index.js';
import { historyModule } from './modules/drafting/history/index.js';
import { importsModule } from './modules/drafting/imports/index.js';
import { livingDocumentModule } from './modules/drafting/living-document/index.js';
import { masterdataModule } from './modules/drafting/masterdata/index.js';
import { observationsModule } from './modules/drafting/observations/index.js';
import { remindersModule } from './modules/drafting/reminders/index.js';
import { accountArchiveModule } from './modules/workspace/account-archive/index.js';
import { overviewModule } from './modules/workspace/overview/index.js';
import { purchasesModule } from './modules/workspace/purchases/index.js';

/**
 * The modules that bring routes, jobs or shutdown work, in the order app.ts registers them: the
 * order routes appear in the API's documentation, and pools close after the routes that use them.
 */
export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  captchaModule,
  authModule,
  accountModule,
  membersModule,
  contactModule,
  duerpModule,
  masterdataModule,
  versionsModule,
  livingDocumentModule,
  historyModule,
  commentsModule,
  photosModule,
  chemicalsModule,
  liveModule,
  remindersModule,
  accessNoticeModule,
  sharingModule,
  observationsModule,
  documentVerificationModule,
  accountArchiveModule,
  overviewModule,
  complianceModule,
  spstModule,
  inspectionPackModule,
  officeExportsModule,
  importsModule,
  pdfModule,
  billingProfilesModule,
  purchasesModule,
  operatorModule,
  retentionModule,
];
