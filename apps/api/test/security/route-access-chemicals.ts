import { ESPACE, OWNED, type RouteAccess } from './route-access.js';

/** A product, an entry, a file that do not exist: members get 404 (or 403 for a write). */
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const PRODUCT = `/api/chemicals/products/${UNKNOWN}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const product = { nomCommercial: 'Produit de la matrice', mentionsDanger: ['H350'] };
const exposure = { travailleur: 'A', nature: 'Inhalation', duree: '1 h', degre: 'Faible' };
/** A Seirich file naming no product of the register: read, reported, nothing written. */
const SEIRICH_FILE = {
  fileName: 'seirich.csv',
  contentBase64: Buffer.from('Produit;Priorité\nProduit inconnu;Priorité 1\n').toString('base64'),
};
const substitution = {
  date: '2026-01-05',
  piste: 'fournisseur',
  demarche: 'Demande au fournisseur',
  resultat: 'en-cours',
};

/**
 * Issue 44: the chemical products register of the caller's espace (X-Espace-Id). Lecteurs read
 * (the exposure list anonymised), Éditeurs and Propriétaires write; strangers act on their own
 * espace, where the products called here do not exist.
 */
export const CHEMICAL_ROUTES: RouteAccess = {
  'GET /api/chemicals/reference': {
    call: () => ({ url: '/api/chemicals/reference' }),
    expect: ESPACE('read'),
  },
  'GET /api/chemicals/products': {
    call: () => ({ url: '/api/chemicals/products' }),
    expect: ESPACE('read'),
  },
  'POST /api/chemicals/products': {
    call: () => ({ url: '/api/chemicals/products', payload: product }),
    expect: ESPACE('write', 201),
  },
  'GET /api/chemicals/products/:productId': {
    call: () => ({ url: PRODUCT }),
    expect: ESPACE('read', 404),
  },
  'PUT /api/chemicals/products/:productId': {
    call: () => ({ url: PRODUCT, payload: product }),
    expect: ESPACE('write', 404),
  },
  'DELETE /api/chemicals/products/:productId': {
    call: () => ({ url: PRODUCT }),
    expect: ESPACE('write', 404),
  },
  'PUT /api/chemicals/products/:productId/fds': {
    call: () => ({
      url: `${PRODUCT}/fds`,
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    }),
    expect: ESPACE('write', 404),
  },
  'GET /api/chemicals/products/:productId/fds': {
    call: () => ({ url: `${PRODUCT}/fds` }),
    expect: ESPACE('read', 404),
  },
  'GET /api/chemicals/products/:productId/substitutions': {
    call: () => ({ url: `${PRODUCT}/substitutions` }),
    expect: ESPACE('read', 404),
  },
  'POST /api/chemicals/products/:productId/substitutions': {
    call: () => ({ url: `${PRODUCT}/substitutions`, payload: substitution }),
    expect: ESPACE('write', 404),
  },
  'DELETE /api/chemicals/products/:productId/substitutions/:entryId': {
    call: () => ({ url: `${PRODUCT}/substitutions/${UNKNOWN}` }),
    expect: ESPACE('write', 404),
  },
  'POST /api/chemicals/products/:productId/substitutions/:entryId/attachments': {
    call: () => ({
      url: `${PRODUCT}/substitutions/${UNKNOWN}/attachments?nom=courrier.pdf`,
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    }),
    expect: ESPACE('write', 404),
  },
  'GET /api/chemicals/products/:productId/substitutions/:entryId/attachments/:attachmentId': {
    call: () => ({ url: `${PRODUCT}/substitutions/${UNKNOWN}/attachments/${UNKNOWN}` }),
    expect: ESPACE('read', 404),
  },
  'DELETE /api/chemicals/products/:productId/substitutions/:entryId/attachments/:attachmentId': {
    call: () => ({ url: `${PRODUCT}/substitutions/${UNKNOWN}/attachments/${UNKNOWN}` }),
    expect: ESPACE('write', 404),
  },
  'GET /api/chemicals/exposures': {
    call: () => ({ url: '/api/chemicals/exposures' }),
    expect: ESPACE('read'),
  },
  'GET /api/chemicals/exposures/anonymised': {
    call: () => ({ url: '/api/chemicals/exposures/anonymised' }),
    expect: ESPACE('read'),
  },
  'POST /api/chemicals/products/:productId/exposures': {
    call: () => ({ url: `${PRODUCT}/exposures`, payload: exposure }),
    expect: ESPACE('write', 404),
  },
  'PUT /api/chemicals/products/:productId/exposures/:entryId': {
    call: () => ({ url: `${PRODUCT}/exposures/${UNKNOWN}`, payload: exposure }),
    expect: ESPACE('write', 404),
  },
  'DELETE /api/chemicals/products/:productId/exposures/:entryId': {
    call: () => ({ url: `${PRODUCT}/exposures/${UNKNOWN}` }),
    expect: ESPACE('write', 404),
  },
  'POST /api/chemicals/exposures/spst-sendings': {
    call: () => ({
      url: '/api/chemicals/exposures/spst-sendings',
      payload: { dateEnvoi: '2026-01-05', destinataire: 'SPST de la matrice' },
    }),
    expect: ESPACE('write', 201),
  },
  'GET /api/chemicals/seirich-export': {
    call: () => ({ url: '/api/chemicals/seirich-export' }),
    expect: ESPACE('read'),
  },
};

/** The register in a DUERP (issue 44): called before the document is deleted. */
export const DUERP_CHEMICAL_ROUTES: RouteAccess = {
  'GET /api/duerp/:id/chemicals': {
    call: (f) => ({ url: `/api/duerp/${f.doc.id}/chemicals` }),
    expect: OWNED('read'),
  },
  'POST /api/duerp/:id/chemicals/seirich-import': {
    call: (f) => ({
      url: `/api/duerp/${f.doc.id}/chemicals/seirich-import`,
      payload: SEIRICH_FILE,
    }),
    expect: OWNED('write'),
  },
};
