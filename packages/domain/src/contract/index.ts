import { duerp } from './duerp.js';
import { versions } from './versions.js';

export * from './route.js';

/** Every route the web calls, by area: one definition that the API registers (issue 26). */
export const contract = { duerp, versions };
