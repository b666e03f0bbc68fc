import type { UniteDeTravail } from '../duerp/schemas.js';
import { normalizeSearchText } from '../search/index.js';
import type { PenibiliteFacteurId } from '../duerp/penibilite-facteurs.js';

/** Words of a risk's or category's name that point to a factor of L4161-1. */
const KEYWORDS: Record<PenibiliteFacteurId, readonly string[]> = {
  'manutentions-manuelles': ['manutention', 'port de charge', 'charges lourdes'],
  'postures-penibles': ['posture', 'accroupi', 'a genoux', 'bras en l air'],
  'vibrations-mecaniques': ['vibration'],
  'agents-chimiques': ['chimique', 'produits dangereux', 'poussieres', 'fumees', 'solvant'],
  'milieu-hyperbare': ['hyperbare', 'plongee'],
  'temperatures-extremes': ['temperature', 'chaleur', 'froid', 'ambiance thermique'],
  bruit: ['bruit', 'sonore', 'surdite'],
  'travail-de-nuit': ['travail de nuit', 'horaires de nuit'],
  'equipes-successives-alternantes': ['equipes successives', 'travail poste', '3x8', '2x8'],
  'travail-repetitif': ['repetitif', 'gestes repetes', 'cadence'],
};

/** The factors the unit's risks (names and categories) suggest, in the article's order. */
export function suggestedFacteurs(unite: UniteDeTravail): Set<PenibiliteFacteurId> {
  const texts = [
    ...unite.risques.map((r) => r.displayName),
    ...unite.categorieDeRisques.map((c) => c.displayName),
  ].map((t) => normalizeSearchText(t).replace(/[^a-z0-9 ]/g, ' '));
  const found = new Set<PenibiliteFacteurId>();
  for (const [id, words] of Object.entries(KEYWORDS) as [PenibiliteFacteurId, string[]][]) {
    if (texts.some((t) => words.some((w) => t.includes(w)))) found.add(id);
  }
  return found;
}
