import {
  HIGHLIGHTED_COPY_PREFIX,
  HIGHLIGHTED_FAMILY_ID,
  isSecteurCategorie,
  type SecteurCategorie,
} from '@duerp/domain/secteur';
import { normalizeSearchText } from '@duerp/domain/search';
import type {
  FamilleDeRisques,
  PremadeCatalogue,
  PremadeRisque,
  PremadeUniteCatalogue,
} from '@duerp/domain/premade';
import { CATEGORIES } from './categories/index.js';
import { FAMILLES } from './families.js';
import { highlightedCategoryIds } from './highlights.js';
import { mesuresDuRisque } from './mesures/index.js';
import { RISQUES } from './risks/index.js';
import { UNITES_GENERALES, unitesDuSecteur } from './units.js';

export { HIGHLIGHTED_COPY_PREFIX, HIGHLIGHTED_FAMILY_ID };

const HIGHLIGHTED_FAMILY: FamilleDeRisques = {
  idFamille: HIGHLIGHTED_FAMILY_ID,
  displayName: 'Risques fréquents dans votre secteur',
};

export type { PremadeCatalogue, PremadeUniteCatalogue };

function buildUnites(secteur: SecteurCategorie | null): PremadeUniteCatalogue[] {
  const sectorUnits = secteur ? unitesDuSecteur(secteur) : [];
  const seen = new Set(sectorUnits.map((unite) => normalizeSearchText(unite.displayName)));
  const general = UNITES_GENERALES.filter(
    (unite) => !seen.has(normalizeSearchText(unite.displayName)),
  );
  return [
    ...sectorUnits.map(({ idUniteDeTravail, displayName }) => ({
      idUniteDeTravail,
      displayName,
      isHighlighted: true,
    })),
    ...general.map(({ idUniteDeTravail, displayName }) => ({
      idUniteDeTravail,
      displayName,
      isHighlighted: false,
    })),
  ];
}

/** A risk with its proposed measures (issue 41), the field left out when there is none. */
function withMesures(risque: PremadeRisque): PremadeRisque {
  const mesures = mesuresDuRisque(risque.idPremadeRisque);
  if (mesures.length === 0) return { ...risque };
  return {
    ...risque,
    mesuresProposees: mesures.map(({ idMesure, texte, principe, nature, article }) => ({
      idMesure,
      texte,
      principe,
      nature,
      article,
    })),
  };
}

function build(secteur: SecteurCategorie | null): PremadeCatalogue {
  const highlighted = new Set(secteur ? highlightedCategoryIds(secteur) : []);
  const categories = CATEGORIES.map((categorie) => ({
    ...categorie,
    isHighlighted: highlighted.has(categorie.idPremadeCategorie),
  }));
  const copies = categories
    .filter((categorie) => categorie.isHighlighted)
    .map((categorie) => ({
      ...categorie,
      idPremadeCategorie: HIGHLIGHTED_COPY_PREFIX + categorie.idPremadeCategorie,
      idFamille: HIGHLIGHTED_FAMILY_ID,
    }));
  const risqueCopies = RISQUES.filter((risque) => highlighted.has(risque.idPremadeCategorie)).map(
    (risque) => ({
      ...risque,
      idPremadeRisque: HIGHLIGHTED_COPY_PREFIX + risque.idPremadeRisque,
      idPremadeCategorie: HIGHLIGHTED_COPY_PREFIX + risque.idPremadeCategorie,
    }),
  );

  return deepFreeze({
    unitesDeTravail: buildUnites(secteur),
    familleDeRisques: copies.length > 0 ? [HIGHLIGHTED_FAMILY, ...FAMILLES] : [...FAMILLES],
    categorieDeRisques: [...copies, ...categories],
    risques: [...risqueCopies, ...RISQUES.map(withMesures)],
  });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const cache = new Map<SecteurCategorie | null, PremadeCatalogue>();

/**
 * The premade catalogue for a company's sector: its units first and highlighted, then the
 * general units; when the sector has highlights, the family "Risques fréquents dans votre
 * secteur" first, holding copies (ids prefixed "hl_") of the sector's frequent categories and
 * of their risks; every normal category flagged isHighlighted for that sector. Built once per
 * sector and deeply frozen: callers must copy before changing anything.
 */
export function buildCatalogue(secteur: SecteurCategorie | null): PremadeCatalogue {
  const key = isSecteurCategorie(secteur) ? secteur : null;
  let catalogue = cache.get(key);
  if (!catalogue) {
    catalogue = build(key);
    cache.set(key, catalogue);
  }
  return catalogue;
}
