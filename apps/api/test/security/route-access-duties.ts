import { parisDay } from '@duerp/domain/calendar';
import { OWNED, TINY_JPEG, type RouteAccess } from './route-access.js';

/**
 * A document's duties (issue 42): the records the check reads, the sendings to the SPST, the
 * extract for a former worker and the inspection pack; in DOCUMENT_ROUTES after the compliance
 * check, whose calls run in order.
 */
export const DUTY_ROUTES: RouteAccess = {
  'GET /api/duerp/:id/compliance/records': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/compliance/records` }),
    expect: OWNED('read'),
  },
  'PUT /api/duerp/:id/compliance/records': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/compliance/records`,
      payload: { accessNoticePostedOn: null },
    }),
    expect: OWNED('write'),
  },
  'GET /api/duerp/:id/spst-sendings': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/spst-sendings` }),
    expect: OWNED('read'),
  },
  // The espace has no SPST address: those allowed to send are told to enter one.
  'POST /api/duerp/:id/versions/:versionId/spst-sendings/email': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/versions/${f.version}/spst-sendings/email`,
      payload: {},
    }),
    expect: OWNED('write', 400),
  },
  'POST /api/duerp/:id/versions/:versionId/spst-sendings/main-propre': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/versions/${f.version}/spst-sendings/main-propre`,
      payload: { date: parisDay(new Date()) },
    }),
    expect: OWNED('write', 201),
  },
  // No such sending: 404 for those allowed, nothing stored.
  'PUT /api/duerp/:id/spst-sendings/:sendingId/receipt': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/spst-sendings/${f.version}/receipt`,
      payload: TINY_JPEG,
      headers: { 'content-type': 'image/jpeg' },
    }),
    expect: OWNED('write', 404),
  },
  'GET /api/duerp/:id/spst-sendings/:sendingId/receipt': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/spst-sendings/${f.version}/receipt` }),
    expect: OWNED('read', 404),
  },
  'POST /api/duerp/:id/extrait-ancien-salarie': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/extrait-ancien-salarie`,
      payload: { du: '2020-01-01', au: parisDay(new Date()), unites: ['u1'] },
    }),
    expect: OWNED('write'),
  },
  'GET /api/duerp/:id/dossier-controle/pdf': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/dossier-controle/pdf` }),
    expect: OWNED('read'),
  },
  'GET /api/duerp/:id/dossier-controle/zip': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/dossier-controle/zip` }),
    expect: OWNED('read'),
  },
};
