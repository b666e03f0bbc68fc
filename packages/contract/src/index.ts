import { accessNotice } from './access-notice.js';
import { account } from './account.js';
import { auth } from './auth.js';
import { chemicals } from './chemicals.js';
import { comments } from './comments.js';
import { compliance, inspectionPack } from './compliance.js';
import { contact } from './contact.js';
import { duerp } from './duerp.js';
import { espaces } from './espaces.js';
import { health } from './health.js';
import { history } from './history.js';
import { imports } from './imports.js';
import { live } from './live.js';
import { masterdata } from './masterdata.js';
import { observations } from './observations.js';
import { operator } from './operator.js';
import { payment } from './payment.js';
import { photos } from './photos.js';
import { reminders } from './reminders.js';
import { sharing } from './sharing.js';
import { testPayment } from './test-payment.js';
import { verifier } from './verifier.js';
import { versions } from './versions.js';

export * from './route.js';

/**
 * Every route of the API, by area: one definition that the API registers and the web calls
 * (issue 26), through fromContract (apps/api/src/lib/contract-route.ts) and call() (apps/web).
 */
export const contract = {
  accessNotice,
  account,
  auth,
  chemicals,
  comments,
  compliance,
  inspectionPack,
  contact,
  duerp,
  espaces,
  health,
  history,
  imports,
  live,
  masterdata,
  observations,
  operator,
  payment,
  photos,
  reminders,
  sharing,
  testPayment,
  verifier,
  versions,
};
