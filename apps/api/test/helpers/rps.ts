import type { TestApp } from './test-app.js';

type Auth = { authorization: string };

/** A write on a document of the file's app: `path` under /api/duerp/:id/. */
export const postOnDocument =
  (t: TestApp) =>
  (auth: Auth, id: string, path: string, payload: unknown, method = 'POST' as const) =>
    t.app.inject({
      method,
      url: `/api/duerp/${id}/${path}`,
      headers: auth,
      payload: payload as object,
    });

/** A group session on RPS unit p1, recorded with its confidentiality. */
export const RPS_SEANCE = {
  idUniteRps: 'p1',
  date: '2026-11-20',
  animateurDirection: { nom: 'Claire Martin', fonction: 'Gérante' },
  animateurPersonnel: { nom: 'Paul Durand', fonction: 'Délégué du personnel' },
  nombreParticipants: 5,
  confidentialiteAcceptee: true,
};

/** An action of RPS unit p1 on the « interruptions » factor. */
export const RPS_ACTION = {
  idUniteRps: 'p1',
  cible: { type: 'facteur', idFacteur: 'interruptions' },
  descriptionDeLaMesure: 'Plages sans appels',
  responsable: 'Gérante',
  date: '2027-02-01',
  statut: 'À planifier',
};
