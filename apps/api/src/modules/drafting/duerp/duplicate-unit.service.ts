import { documentWriteService } from './duerp-writes.service.js';

/** Step 3 "Dupliquer l'unité": the copy is placed right after its original, in one revision. */
export const duplicateUnite = documentWriteService('duplicateUnite');
