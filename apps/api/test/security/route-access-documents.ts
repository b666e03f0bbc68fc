import { evaluation } from '../helpers/duerp.js';
import { ESPACE, IMPORT_FILE, OWNED, PERSON, type RouteAccess } from './route-access.js';
import { DUTY_ROUTES } from './route-access-duties.js';

/** The routes of DUERP documents, their versions and their data (/api/duerp…). */
export const DOCUMENT_ROUTES: RouteAccess = {
  'GET /api/duerp/list': { call: () => ({ url: '/api/duerp/list' }), expect: ESPACE('read') },
  'POST /api/duerp/create': { call: () => ({ url: '/api/duerp/create' }), expect: ESPACE('write') },
  'GET /api/duerp/:id': { call: (f) => ({ url: `/api/duerp/${f.doc.id}` }), expect: OWNED('read') },
  'POST /api/duerp/duplicate/:id': {
    call: (f) => ({ url: `/api/duerp/duplicate/${f.doc.id}` }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/update-infosentreprise': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-infosentreprise`,
      payload: { ...f.doc.data.entreprise, nom: 'Intrus' },
    }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/update-list-unitesdetravail': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-list-unitesdetravail`,
      payload: {
        unitesDeTravail: f.doc.data.unitesDeTravail.map(({ idUniteDeTravail, displayName }) => ({
          idUniteDeTravail,
          displayName,
        })),
      },
    }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/duplicate-unitedetravail': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/duplicate-unitedetravail`,
      payload: {
        idUniteDeTravail: f.doc.data.unitesDeTravail[0]?.idUniteDeTravail,
        displayName: 'Copie',
      },
    }),
    expect: OWNED('write'),
  },
  'GET /api/duerp/:id/live': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/live?etape=3`, stream: true }),
    expect: OWNED('read'),
  },
  'POST /api/duerp/:id/live/presence': {
    // No stream of this caller has this id: every reader is answered 404 after the policy.
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/live/presence`,
      payload: { connectionId: f.doc.id, etape: 2 },
    }),
    expect: OWNED('read', 404),
  },
  'GET /api/duerpmasterdata/risques': {
    call: (f) => ({ url: `/api/duerpmasterdata/risques?duerpDocId=${f.doc.id}` }),
    expect: OWNED('read'),
  },
  'GET /api/duerpmasterdata/modele': {
    call: (f) => ({ url: `/api/duerpmasterdata/modele?duerpDocId=${f.doc.id}` }),
    expect: OWNED('read'),
  },
  'POST /api/duerp/:id/update-list-risques': {
    call: (f) => {
      const unite = f.doc.data.unitesDeTravail[0]!;
      return {
        url: `/api/duerp/${f.doc.id}/update-list-risques`,
        payload: {
          idUniteDeTravail: unite.idUniteDeTravail,
          categorieDeRisques: unite.categorieDeRisques,
          risques: unite.risques.map(
            ({ idRisque, idCategorie, code, displayName, danger, remarques, isUserDefined }) => ({
              idRisque,
              idCategorie,
              code,
              displayName,
              danger,
              remarques,
              isUserDefined,
            }),
          ),
        },
      };
    },
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/update-risque': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-risque`,
      payload: evaluation('r1', 'c1', 1, 1, 1),
    }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/update-effectif-unite': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-effectif-unite`,
      payload: { idUniteDeTravail: 'u1', effectif: 4, effectifFemmes: 1 },
    }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/update-penibilite-unite': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-penibilite-unite`,
      payload: { idUniteDeTravail: 'u1', expositionsPenibilite: [] },
    }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/update-ambiances-thermiques-unite': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-ambiances-thermiques-unite`,
      payload: { idUniteDeTravail: 'u1', isAmbiancesThermiquesNonConcerne: true },
    }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/update-toggle-papripact': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-toggle-papripact`,
      payload: { isPapripactEnabled: false },
    }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/upsert-action-preventive-papripact': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/upsert-action-preventive-papripact`,
      payload: {
        idUniteDeTravail: 'u1',
        idRisqueAssocie: 'r1',
        descriptionDeLaMesure: 'Tapis',
        responsable: 'Chef',
        budget: '',
        date: '2026-12-01',
        statut: 'En cours',
      },
    }),
    expect: OWNED('write'),
  },
  'DELETE /api/duerp/:id/delete-action-preventive-papripact': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/delete-action-preventive-papripact`,
      payload: { idAction: 'inconnue', idUniteDeTravail: 'u1' },
    }),
    expect: OWNED('write', 404),
  },
  'POST /api/duerp/:id/generate': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/generate`,
      payload: { notesDeVersion: '', displayOptions: f.doc.data.displayOptions },
    }),
    expect: OWNED('write'),
  },
  'GET /api/duerp/:id/compliance': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/compliance` }),
    expect: OWNED('read'),
  },
  ...DUTY_ROUTES,
  'GET /api/duerp/:id/versions/list': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/versions/list` }),
    expect: OWNED('read'),
  },
  'GET /api/duerp/:id/versions/:versionId/download': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/versions/${f.version}/download` }),
    expect: OWNED('read'),
  },
  'GET /api/duerp/:id/versions/:versionId/downloaddemo': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/versions/${f.version}/downloaddemo` }),
    expect: OWNED('read'),
  },
  'GET /api/duerp/:id/versions/:versionId/photos': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/versions/${f.version}/photos` }),
    expect: OWNED('read'),
  },
  'GET /api/duerp/:id/versions/:versionId/photos/:photoId': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/versions/${f.version}/photos/${f.version}` }),
    expect: OWNED('read', 404),
  },
  'POST /api/duerp/:id/access-notice': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/access-notice`,
      payload: { lieu: 'Accueil', personne: 'La direction', horaires: '9 h – 17 h' },
    }),
    expect: OWNED('read'),
  },
  'GET /api/duerp/:id/share-links': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/share-links` }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/share-links': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/share-links`, payload: { label: 'CSE' } }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/share-links/:linkId/revoke': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/share-links/${f.version}/revoke` }),
    expect: OWNED('write', 404),
  },
  'GET /api/duerp/:id/versions/:versionId/download-xlsx': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/versions/${f.version}/download-xlsx` }),
    expect: OWNED('write'),
  },
  'GET /api/duerp/:id/versions/:versionId/download-docx': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/versions/${f.version}/download-docx` }),
    expect: OWNED('write'),
  },
  'GET /api/duerp/import-template/:format': {
    call: () => ({ url: '/api/duerp/import-template/csv' }),
    expect: PERSON(),
  },
  'POST /api/duerp/:id/import/preview': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/import/preview`, payload: IMPORT_FILE }),
    expect: OWNED('write'),
  },
  // If-Match is required; by the owner's turn the owner's writes above have made the fixture's
  // revision stale: 409 shows the owner got through to the write (imports.test.ts confirms).
  'POST /api/duerp/:id/import/confirm': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/import/confirm`,
      payload: IMPORT_FILE,
      headers: { 'if-match': String(f.doc.revision) },
    }),
    expect: OWNED('write', 409),
  },
  'POST /api/duerp/:id/signaler-evenement': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/signaler-evenement`,
      payload: { type: 'autre', date: '2026-01-05', description: 'Nouvelle machine' },
    }),
    expect: OWNED('write'),
  },
  // The owner's event list holds no such event: 404 for everyone signed in, nothing removed.
  'POST /api/duerp/:id/retirer-evenement': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/retirer-evenement`,
      payload: { idEvenement: 'evenement-inconnu' },
    }),
    expect: OWNED('write', 404),
  },
  'PUT /api/duerp/:id/versions/:versionId/consultation': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/versions/${f.version}/consultation`,
      payload: {
        dateConsultationCse: null,
        avisCse: 'favorable',
        commentaires: '',
        dateEnvoiSpst: null,
      },
    }),
    expect: OWNED('write'),
  },
};
