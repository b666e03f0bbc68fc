import { OWNED, PERSON, PUBLIC, type RouteAccess } from './route-access.js';

/** An id that is nobody's: a member or an invitation that does not exist. */
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Espaces, members, invitations and the journal d'activité (/api/espaces…). */
export const ESPACE_ROUTES: RouteAccess = {
  'GET /api/espaces': { call: () => ({ url: '/api/espaces' }), expect: PERSON() },
  'GET /api/espaces/overview': { call: () => ({ url: '/api/espaces/overview' }), expect: PERSON() },
  'GET /api/espaces/radar': { call: () => ({ url: '/api/espaces/radar' }), expect: PERSON() },
  // The Éditeur's call mails the owner; the owner's, later, is within the day: sent: false.
  'POST /api/espaces/:espaceId/relancer': {
    call: (f) => ({ url: `/api/espaces/${f.espace}/relancer` }),
    expect: OWNED('write'),
  },
  'POST /api/espaces': {
    call: () => ({ url: '/api/espaces', payload: { name: 'Espace de la matrice' } }),
    expect: PERSON(),
  },
  'POST /api/espaces/:espaceId/rename': {
    call: (f) => ({ url: `/api/espaces/${f.espace}/rename`, payload: { name: 'Renommé' } }),
    expect: OWNED('manage'),
  },
  'GET /api/espaces/:espaceId/spst': {
    call: (f) => ({ url: `/api/espaces/${f.espace}/spst` }),
    expect: OWNED('read'),
  },
  'PUT /api/espaces/:espaceId/spst': {
    call: (f) => ({
      url: `/api/espaces/${f.espace}/spst`,
      payload: { nom: 'AST', adresse: '', email: '' },
    }),
    expect: OWNED('manage'),
  },
  'GET /api/espaces/:espaceId/members': {
    call: (f) => ({ url: `/api/espaces/${f.espace}/members` }),
    expect: OWNED('read'),
  },
  'POST /api/espaces/:espaceId/invitations': {
    call: (f) => ({
      url: `/api/espaces/${f.espace}/invitations`,
      payload: { email: 'invitation-matrice@exemple.fr', role: 'lecteur' },
    }),
    expect: OWNED('manage'),
  },
  'DELETE /api/espaces/:espaceId/invitations/:invitationId': {
    call: (f) => ({ url: `/api/espaces/${f.espace}/invitations/${UNKNOWN}` }),
    expect: OWNED('manage', 404),
  },
  'POST /api/espaces/:espaceId/members/:accountId/role': {
    call: (f) => ({
      url: `/api/espaces/${f.espace}/members/${UNKNOWN}/role`,
      payload: { role: 'editeur' },
    }),
    expect: OWNED('manage', 404),
  },
  'DELETE /api/espaces/:espaceId/members/:accountId': {
    call: (f) => ({ url: `/api/espaces/${f.espace}/members/${UNKNOWN}` }),
    expect: OWNED('manage', 404),
  },
  // On the owner's own espace: the members would really leave, so the call names an espace
  // where the owner is alone (and the last Propriétaire: 400).
  'POST /api/espaces/:espaceId/leave': {
    call: (f) => ({ url: `/api/espaces/${f.soloEspace}/leave` }),
    expect: { ...OWNED('read', 400), lecteur: 404, editeur: 404 },
  },
  'GET /api/espaces/:espaceId/journal': {
    call: (f) => ({ url: `/api/espaces/${f.espace}/journal` }),
    expect: OWNED('manage'),
  },
  'POST /api/espaces/invitations/accept': {
    call: () => ({ url: '/api/espaces/invitations/accept', payload: { token: 'inconnu' } }),
    expect: PERSON(404),
  },
  'POST /api/public/invitations/info': {
    call: () => ({ url: '/api/public/invitations/info', payload: { token: 'inconnu' } }),
    expect: PUBLIC(404),
  },
};
