import { documentWriteService } from './duerp-writes.service.js';

/** Issue 43: the psychosocial-risk assessment, each write by its rule in `documentWrites`. */
export const rpsWrites = {
  updateListUnitesRps: documentWriteService('updateListUnitesRps'),
  updateDialogueSocialRps: documentWriteService('updateDialogueSocialRps'),
  updateSeanceRps: documentWriteService('updateSeanceRps'),
  updateReponseRps: documentWriteService('updateReponseRps'),
  updateReponseSimplifieeRps: documentWriteService('updateReponseSimplifieeRps'),
  updateSyntheseRps: documentWriteService('updateSyntheseRps'),
  upsertActionRps: documentWriteService('upsertActionRps'),
  deleteActionRps: documentWriteService('deleteActionRps'),
};
