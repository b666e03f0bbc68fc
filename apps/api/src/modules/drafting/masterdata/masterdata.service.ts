import { createHash } from 'node:crypto';
import { matchSecteur, type SecteurCategorie } from '@duerp/domain/secteur';
import type { ModeleAnswer, PremadeCatalogue } from '@duerp/domain/premade';
import { buildCatalogue, modeleDuSecteur } from '@duerp/masterdata';
import type { Deps } from '../../../lib/deps.js';
import { documentStore } from '../../documents/document-store/index.js';

interface CachedCatalogue {
  catalogue: PremadeCatalogue;
  etag: string;
}
const cache = new Map<SecteurCategorie | null, CachedCatalogue>();
/** Each catalogue's JSON, written once: it is large and read often. */
const json = new WeakMap<object, string>();

/** The catalogue for a sector with its ETag, its JSON kept for catalogueSerializerCompiler. */
function cachedCatalogue(secteur: SecteurCategorie | null): CachedCatalogue {
  let entry = cache.get(secteur);
  if (!entry) {
    const catalogue = buildCatalogue(secteur);
    const body = JSON.stringify(catalogue);
    json.set(catalogue, body);
    entry = {
      catalogue,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
    cache.set(secteur, entry);
  }
  return entry;
}

/**
 * The serializer of the catalogue route (route option `serializerCompiler`): the JSON written when
 * the catalogue was built, neither written nor validated again (buildCatalogue makes that shape).
 */
export const catalogueSerializerCompiler = () => (payload: unknown) =>
  (typeof payload === 'object' && payload !== null ? json.get(payload) : undefined) ??
  JSON.stringify(payload);

/** The premade data with the highlights of the document's sector (the caller's document only). */
export async function getPremadeCatalogue(deps: Deps, espaceId: string, duerpDocId: string) {
  const row = await documentStore.require(deps.db, espaceId, duerpDocId);
  return cachedCatalogue(matchSecteur(row.data.entreprise?.secteurDActivite));
}

/** The model of the document's sector (issue 41), or null when its sector is not recognised. */
export async function getModeleDuSecteur(
  deps: Deps,
  espaceId: string,
  duerpDocId: string,
): Promise<ModeleAnswer> {
  const row = await documentStore.require(deps.db, espaceId, duerpDocId);
  return { modele: modeleDuSecteur(row.data.entreprise?.secteurDActivite) };
}
