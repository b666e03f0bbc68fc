import { accessNotice } from './access-notice.js';
import { account } from './account.js';
import { auth } from './auth.js';
import { comments } from './comments.js';
import { contact } from './contact.js';
import { duerp } from './duerp.js';
import { espaces } from './espaces.js';
import { history } from './history.js';
import { imports } from './imports.js';
import { live } from './live.js';
import { masterdata } from './masterdata.js';
import { observations } from './observations.js';
import { operator } from './operator.js';
import { payment } from './payment.js';
import { photos } from './photos.js';
import { sharing } from './sharing.js';
import { verifier } from './verifier.js';
import { versions } from './versions.js';

export * from './route.js';

/** Every route the web calls, by area: one definition that the API registers (issue 26). */
export const contract = {
  accessNotice,
  account,
  auth,
  comments,
  contact,
  duerp,
  espaces,
  history,
  imports,
  live,
  masterdata,
  observations,
  operator,
  payment,
  photos,
  sharing,
  verifier,
  versions,
};
