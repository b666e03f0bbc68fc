import {
  DeleteActionBodySchema,
  UpdateListRisquesBodySchema,
  UpdateRisqueBodySchema,
  UpdateTogglePapripactBodySchema,
  UpdateAmbiancesThermiquesBodySchema,
  UpsertActionBodySchema,
  UpdateEffectifUniteBodySchema,
  UpdatePenibiliteUniteBodySchema,
  DuplicateUniteBodySchema,
  DuerpDocumentListSchema,
  DuerpDocumentSchema,
  DuerpIdParamsSchema,
  UpdateInfosEntrepriseBodySchema,
  UpdateListUnitesBodySchema,
} from '@duerp/domain/duerp';
import { MessageResponseSchema } from '@duerp/domain/auth';
import { duerpRps } from './duerp-rps.js';
import { route } from './route.js';

const params = DuerpIdParamsSchema;
const response = DuerpDocumentSchema;

/** DUERP: the documents of an espace and the writes of the editor's steps. */
export const duerp = {
  list: route({ method: 'GET', path: '/api/duerp/list', response: DuerpDocumentListSchema }),
  get: route({ method: 'GET', path: '/api/duerp/:id', params, response }),
  create: route({ method: 'POST', path: '/api/duerp/create', response }),
  duplicate: route({ method: 'POST', path: '/api/duerp/duplicate/:id', params, response }),
  delete: route({
    method: 'DELETE',
    path: '/api/duerp/:id',
    params,
    response: MessageResponseSchema,
  }),
  updateInfosEntreprise: route({
    method: 'POST',
    path: '/api/duerp/:id/update-infosentreprise',
    params,
    body: UpdateInfosEntrepriseBodySchema,
    response,
  }),
  updateListUnites: route({
    method: 'POST',
    path: '/api/duerp/:id/update-list-unitesdetravail',
    params,
    body: UpdateListUnitesBodySchema,
    response,
  }),
  duplicateUnite: route({
    method: 'POST',
    path: '/api/duerp/:id/duplicate-unitedetravail',
    params,
    body: DuplicateUniteBodySchema,
    response,
  }),
  updateListRisques: route({
    method: 'POST',
    path: '/api/duerp/:id/update-list-risques',
    params,
    body: UpdateListRisquesBodySchema,
    response,
  }),
  updateRisque: route({
    method: 'POST',
    path: '/api/duerp/:id/update-risque',
    params,
    body: UpdateRisqueBodySchema,
    response,
  }),
  togglePapripact: route({
    method: 'POST',
    path: '/api/duerp/:id/update-toggle-papripact',
    params,
    body: UpdateTogglePapripactBodySchema,
    response,
  }),
  upsertAction: route({
    method: 'POST',
    path: '/api/duerp/:id/upsert-action-preventive-papripact',
    params,
    body: UpsertActionBodySchema,
    response,
  }),
  deleteAction: route({
    method: 'DELETE',
    path: '/api/duerp/:id/delete-action-preventive-papripact',
    params,
    body: DeleteActionBodySchema,
    response,
  }),
  updateEffectifUnite: route({
    method: 'POST',
    path: '/api/duerp/:id/update-effectif-unite',
    params,
    body: UpdateEffectifUniteBodySchema,
    response,
  }),
  updatePenibiliteUnite: route({
    method: 'POST',
    path: '/api/duerp/:id/update-penibilite-unite',
    params,
    body: UpdatePenibiliteUniteBodySchema,
    response,
  }),
  updateAmbiancesThermiques: route({
    method: 'POST',
    path: '/api/duerp/:id/update-ambiances-thermiques-unite',
    params,
    body: UpdateAmbiancesThermiquesBodySchema,
    response,
  }),
  ...duerpRps,
};
