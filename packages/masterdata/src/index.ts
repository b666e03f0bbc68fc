export type {
  CategorieDeRisques,
  FamilleDeRisques,
  PremadeRisque,
  PremadeUniteDeTravail,
} from './types.js';
export { FAMILLES, familleNumero } from './families.js';
export { CATEGORIES } from './categories/index.js';
export { RISQUES } from './risks/index.js';
export { SEUILS } from './risks/seuils.js';
export { UNITES, UNITES_GENERALES, unitesDuSecteur } from './units.js';
export { HIGHLIGHTS, highlightedCategoryIds, type SecteurHighlights } from './highlights.js';
export {
  buildCatalogue,
  HIGHLIGHTED_COPY_PREFIX,
  HIGHLIGHTED_FAMILY_ID,
  type PremadeCatalogue,
  type PremadeUniteCatalogue,
} from './catalogue.js';
export {
  MODELES,
  modeleDefDuSecteur,
  modeleDetaille,
  modeleDuSecteur,
  type ModeleDef,
  type ModeleUniteDef,
} from './modeles/index.js';
export {
  HAZARD_STATEMENTS,
  hazardStatement,
  PICTOGRAMS,
  type HazardStatement,
  type Pictogram,
} from './chemicals/index.js';
