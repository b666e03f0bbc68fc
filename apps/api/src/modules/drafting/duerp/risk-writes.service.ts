import { documentWriteService } from './duerp-writes.service.js';

/** The writes of steps 4 to 6 (risks, their evaluation, the action plan): rules of packages/domain. */
export const updateListRisques = documentWriteService('updateListRisques');
export const updateRisque = documentWriteService('updateRisque');
export const togglePapripact = documentWriteService('togglePapripact');
export const upsertAction = documentWriteService('upsertAction');
export const deleteAction = documentWriteService('deleteAction');
