import { OWNED, type RouteAccess } from './route-access.js';

const animateur = { nom: 'Claire Martin', fonction: 'Gérante' };

/**
 * Issue 43's RPS writes, in the order they run: the list first makes the RPS unit the others
 * name (for the callers allowed to write), the deletion names an action nobody made (404).
 */
export const RPS_ROUTES: RouteAccess = {
  'POST /api/duerp/:id/update-list-unites-rps': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-list-unites-rps`,
      payload: {
        unitesRps: [
          { idUniteRps: 'p1', displayName: 'Atelier', idsUnitesDeTravail: [], mode: 'groupe' },
        ],
      },
    }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/update-dialogue-social-rps': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-dialogue-social-rps`,
      payload: { dialogueSocial: 'bon' },
    }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/update-seance-rps': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-seance-rps`,
      payload: {
        idUniteRps: 'p1',
        date: '2026-11-20',
        animateurDirection: animateur,
        animateurPersonnel: { nom: 'Paul Durand', fonction: 'Membre du CSE' },
        nombreParticipants: 5,
        confidentialiteAcceptee: true,
      },
    }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/update-reponse-rps': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-reponse-rps`,
      payload: { idUniteRps: 'p1', idFacteur: 'rythmes', reponse: 'souvent' },
    }),
    expect: OWNED('write'),
  },
  // A group unit: the light path's answer is refused (400) to those allowed to write.
  'POST /api/duerp/:id/update-reponse-simplifiee-rps': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-reponse-simplifiee-rps`,
      payload: { idUniteRps: 'p1', idQuestion: 's-charge', reponse: 'souvent' },
    }),
    expect: OWNED('write', 400),
  },
  'POST /api/duerp/:id/update-synthese-rps': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/update-synthese-rps`,
      payload: { idUniteRps: 'p1', famille: 'intensite', niveau: 'modere', motif: 'Vu ensemble' },
    }),
    expect: OWNED('write'),
  },
  'POST /api/duerp/:id/upsert-action-rps': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/upsert-action-rps`,
      payload: {
        idUniteRps: 'p1',
        cible: { type: 'facteur', idFacteur: 'rythmes' },
        descriptionDeLaMesure: 'Lisser les pics de commandes',
        responsable: 'Gérante',
        date: '2027-02-01',
        statut: 'À planifier',
      },
    }),
    expect: OWNED('write'),
  },
  'DELETE /api/duerp/:id/delete-action-rps': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/delete-action-rps`,
      payload: { idUniteRps: 'p1', idAction: 'inconnue' },
    }),
    expect: OWNED('write', 404),
  },
};
