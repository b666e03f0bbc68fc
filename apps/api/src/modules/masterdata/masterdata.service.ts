import { createHash } from 'node:crypto';
import { matchSecteur, type SecteurCategorie } from '@duerp/domain';
import { buildCatalogue, type PremadeCatalogue } from '@duerp/masterdata';
import type { Deps } from '../../lib/deps.js';
import { documentStore } from '../document-store/index.js';

interface CachedCatalogue {
  body: string;
  etag: string;
}
const cache = new Map<SecteurCategorie | null, CachedCatalogue>();

/** The catalogue for a sector, serialised once with its ETag: it is large and read often. */
function serialisedCatalogue(secteur: SecteurCategorie | null): CachedCatalogue {
  let entry = cache.get(secteur);
  if (!entry) {
    const body = JSON.stringify(buildCatalogue(secteur) satisfies PremadeCatalogue);
    entry = {
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
    cache.set(secteur, entry);
  }
  return entry;
}

/** The premade data with the highlights of the document's sector (the caller's document only). */
export async function getPremadeCatalogue(deps: Deps, espaceId: string, duerpDocId: string) {
  const row = await documentStore.require(deps.db, espaceId, duerpDocId);
  return serialisedCatalogue(matchSecteur(row.data.entreprise?.secteurDActivite));
}
