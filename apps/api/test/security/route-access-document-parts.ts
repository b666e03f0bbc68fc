import { OWNED, TINY_JPEG, type RouteAccess } from './route-access.js';

/**
 * The routes of a document's history, comments, photos and observations, then its deletion: after
 * DOCUMENT_ROUTES in the matrix, whose calls run in order (the deletion last).
 */
export const DOCUMENT_PART_ROUTES: RouteAccess = {
  'GET /api/duerp/:id/historique': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/historique?page=1` }),
    expect: OWNED('read'),
  },
  // No such change in the owner's history: 404 for those allowed to write, nothing restored.
  'POST /api/duerp/:id/historique/:changeId/restaurer': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/historique/999999999-0/restaurer` }),
    expect: OWNED('write', 404),
  },
  // Issue 29: every member comments (Lecteurs included); an unknown comment answers 404.
  'GET /api/duerp/:id/commentaires': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/commentaires` }),
    expect: OWNED('read'),
  },
  'POST /api/duerp/:id/commentaires': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/commentaires`,
      payload: { cible: 'risque', idCible: 'r1', texte: 'À revoir ensemble' },
    }),
    expect: OWNED('read'),
  },
  'POST /api/duerp/:id/commentaires/resolution': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/commentaires/resolution`,
      payload: { cible: 'risque', idCible: 'r1', resolu: true },
    }),
    expect: OWNED('read'),
  },
  'PUT /api/duerp/:id/commentaires/:commentId': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/commentaires/${f.version}`,
      payload: { texte: 'Modifié' },
    }),
    expect: OWNED('read', 404),
  },
  'DELETE /api/duerp/:id/commentaires/:commentId': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/commentaires/${f.version}` }),
    expect: OWNED('read', 404),
  },
  // Issue 27: photos follow the document's rule; an unknown photo answers 404.
  'POST /api/duerp/:id/photos': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/photos?idUniteDeTravail=u1&idRisque=r1`,
      payload: TINY_JPEG,
      headers: { 'content-type': 'image/jpeg' },
    }),
    expect: OWNED('write', 201),
  },
  'GET /api/duerp/:id/photos': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/photos` }),
    expect: OWNED('read'),
  },
  'GET /api/duerp/:id/photos/:photoId': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/photos/${f.version}?taille=miniature` }),
    expect: OWNED('read', 404),
  },
  'PATCH /api/duerp/:id/photos/:photoId': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/photos/${f.version}`, payload: { legende: 'x' } }),
    expect: OWNED('write', 404),
  },
  'DELETE /api/duerp/:id/photos/:photoId': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/photos/${f.version}` }),
    expect: OWNED('write', 404),
  },
  // Issue 29: « À traiter » is for Propriétaires and Éditeurs; an unknown observation is 404.
  'GET /api/duerp/:id/observations': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/observations` }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/observations/:observationId/convertir': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/observations/${f.version}/convertir`,
      payload: { en: 'evenement', type: 'autre' },
    }),
    expect: OWNED('write', 404),
  },
  'POST /api/duerp/:id/observations/:observationId/archiver': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/observations/${f.version}/archiver` }),
    expect: OWNED('write', 404),
  },
  'DELETE /api/duerp/:id': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}` }),
    expect: OWNED('manage'),
  },
};
