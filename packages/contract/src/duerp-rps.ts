import {
  DeleteActionRpsBodySchema,
  UpdateDialogueSocialRpsBodySchema,
  UpdateListUnitesRpsBodySchema,
  UpdateReponseRpsBodySchema,
  UpdateReponseSimplifieeRpsBodySchema,
  UpdateSeanceRpsBodySchema,
  UpdateSyntheseRpsBodySchema,
  UpsertActionRpsBodySchema,
  DuerpDocumentSchema,
  DuerpIdParamsSchema,
} from '@duerp/domain/duerp';
import { route } from './route.js';

const params = DuerpIdParamsSchema;
const response = DuerpDocumentSchema;

/** The writes of the psychosocial-risk assessment (issue 43), each answering the document. */
export const duerpRps = {
  updateListUnitesRps: route({
    method: 'POST',
    path: '/api/duerp/:id/update-list-unites-rps',
    params,
    body: UpdateListUnitesRpsBodySchema,
    response,
  }),
  updateDialogueSocialRps: route({
    method: 'POST',
    path: '/api/duerp/:id/update-dialogue-social-rps',
    params,
    body: UpdateDialogueSocialRpsBodySchema,
    response,
  }),
  updateSeanceRps: route({
    method: 'POST',
    path: '/api/duerp/:id/update-seance-rps',
    params,
    body: UpdateSeanceRpsBodySchema,
    response,
  }),
  updateReponseRps: route({
    method: 'POST',
    path: '/api/duerp/:id/update-reponse-rps',
    params,
    body: UpdateReponseRpsBodySchema,
    response,
  }),
  updateReponseSimplifieeRps: route({
    method: 'POST',
    path: '/api/duerp/:id/update-reponse-simplifiee-rps',
    params,
    body: UpdateReponseSimplifieeRpsBodySchema,
    response,
  }),
  updateSyntheseRps: route({
    method: 'POST',
    path: '/api/duerp/:id/update-synthese-rps',
    params,
    body: UpdateSyntheseRpsBodySchema,
    response,
  }),
  upsertActionRps: route({
    method: 'POST',
    path: '/api/duerp/:id/upsert-action-rps',
    params,
    body: UpsertActionRpsBodySchema,
    response,
  }),
  deleteActionRps: route({
    method: 'DELETE',
    path: '/api/duerp/:id/delete-action-rps',
    params,
    body: DeleteActionRpsBodySchema,
    response,
  }),
};
