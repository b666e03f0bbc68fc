import type { Risque } from '../duerp/schemas.js';
import { normalizeSearchText } from '../search/normalize.js';
import { premadeIdentity } from '../secteur/secteurs.js';
import type { PremadeRisque } from './catalogue.js';

/**
 * The catalogue risk a document's risk came from: by its `idPremadeRisque` (a sector copy is its
 * original); for a risk added before issue 41, which has none, the catalogue risk with the same
 * non-empty code and the same name (without case, accents or extra spaces). A risk the person
 * created or renamed has none, and the modal then proposes no measure.
 */
export function premadeRisqueOf<
  T extends Pick<PremadeRisque, 'idPremadeRisque' | 'code' | 'displayName'>,
>(
  risque: Pick<Risque, 'idPremadeRisque' | 'code' | 'displayName' | 'isUserDefined'>,
  catalogue: readonly T[],
): T | null {
  const originals = catalogue.filter(
    (p) => premadeIdentity(p.idPremadeRisque) === p.idPremadeRisque,
  );
  if (risque.idPremadeRisque !== undefined) {
    const id = premadeIdentity(risque.idPremadeRisque);
    return originals.find((p) => p.idPremadeRisque === id) ?? null;
  }
  if (risque.isUserDefined || !risque.code.trim()) return null;
  const name = normalizeSearchText(risque.displayName);
  return (
    originals.find(
      (p) => p.code.trim() === risque.code.trim() && normalizeSearchText(p.displayName) === name,
    ) ?? null
  );
}
