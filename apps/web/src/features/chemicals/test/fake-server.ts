import type { Product } from '@duerp/domain/chemicals';
import { aCompleteDuerp, DUERP_ID } from '@/test/factories';
import { mockApi } from '@/test/render';

export const ESPACE_ID = '00000000-0000-4000-8000-0000000000e1';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"></svg>';

export const REFERENCE = {
  mentionsDanger: [
    { code: 'H225', libelle: 'Liquide et vapeurs très inflammables' },
    { code: 'H315', libelle: 'Provoque une irritation cutanée' },
    { code: 'H350', libelle: 'Peut provoquer le cancer' },
    { code: 'H351', libelle: 'Susceptible de provoquer le cancer' },
  ],
  pictogrammes: [
    { code: 'SGH02', nom: 'Inflammable', symbole: 'Flamme', svg: SVG },
    { code: 'SGH08', nom: 'Danger pour la santé', symbole: 'Silhouette', svg: SVG },
  ],
};

/** A product as the API answers it; a Lecteur gets `utilisateurs` empty. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '00000000-0000-4000-8000-0000000000a1',
    nomCommercial: 'Dégraissant Moteur DX 500',
    fournisseur: 'Chimie Atelier SAS',
    usage: 'Nettoyage des pièces',
    quantite: '5 L par mois',
    frequence: 'hebdomadaire',
    unitesDeTravail: [{ idDuerp: DUERP_ID, idUniteDeTravail: 'u-Atelier' }],
    utilisateurs: [],
    pictogrammes: ['SGH02', 'SGH08'],
    mentionsDanger: ['H225', 'H350'],
    fdsDateRevision: null,
    fds: null,
    cmr: 'avere',
    substitutionCount: 0,
    flags: { fds: 'manquante', cmrSansSubstitution: true },
    creationTime: '2026-12-01T10:00:00Z',
    updateTime: '2026-12-01T10:00:00Z',
    ...overrides,
  };
}

type Answer = { status?: number; body?: unknown };
type Request = Parameters<Parameters<typeof mockApi>[0][string]>[0];

/** The register's API with `products`, plus any route given in `extra` (which wins). */
export function fakeChemicalsApi(
  products: Product[],
  extra: Record<string, (request: Request) => Answer> = {},
) {
  return mockApi({
    'GET /api/chemicals/reference': () => ({ body: REFERENCE }),
    'GET /api/chemicals/products': () => ({ body: { produits: products } }),
    'GET /api/duerp/list': () => ({ body: [aCompleteDuerp()] }),
    ...extra,
  });
}
