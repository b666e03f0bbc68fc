import type { Product } from '@duerp/domain/chemicals';
import type { TestApp } from './test-app.js';

type Headers = Record<string, string>;

export const PRODUCTS = '/api/chemicals/products';

/** A product as the form sends it; `overrides` replace its fields. */
export const productBody = (overrides: Record<string, unknown> = {}) => ({
  nomCommercial: 'Dégraissant Moteur DX 500',
  fournisseur: 'Chimie Atelier SAS',
  usage: 'Dégraissage des pièces mécaniques',
  quantite: '20 L par mois',
  frequence: 'hebdomadaire',
  pictogrammes: ['SGH02', 'SGH08'],
  mentionsDanger: ['H225', 'H350'],
  ...overrides,
});

export async function addProduct(t: TestApp, headers: Headers, overrides = {}): Promise<Product> {
  const res = await t.app.inject({
    method: 'POST',
    url: PRODUCTS,
    headers,
    payload: productBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`product: ${res.statusCode} ${res.body}`);
  return res.json<Product>();
}

/** Sends a file as the raw body of `url` (a sheet, an attachment). */
export const sendFile = (
  t: TestApp,
  headers: Headers,
  method: 'PUT' | 'POST',
  url: string,
  bytes: Buffer,
  type = 'application/pdf',
) => t.app.inject({ method, url, headers: { ...headers, 'content-type': type }, payload: bytes });

export const exposureBody = (overrides: Record<string, unknown> = {}) => ({
  travailleur: 'Jean Martin',
  poste: 'Mécanicien',
  nature: 'Inhalation de vapeurs et contact cutané lors du dégraissage',
  duree: '2 h par jour, 3 jours par semaine',
  degre: 'Modéré, sous aspiration',
  dateDebut: '2025-09-01',
  ...overrides,
});
