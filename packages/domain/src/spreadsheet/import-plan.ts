import { z } from 'zod';
import type { Categorie, DuerpData, Risque, UniteDeTravail } from '../duerp/schemas.js';
import { newRisque } from '../duerp/new-risque.js';
import { freeText } from '../validation/free-text.js';
import { IMPORT_MESSAGES } from './import-messages.js';
import { IMPORT_LIMITS, importNameKey, type ImportRisk } from './import-rows.js';

export const ImportPreviewSchema = z.object({
  rowCount: z.number().int(),
  risqueCount: z.number().int(),
  evaluatedCount: z.number().int(),
  units: z.array(
    z.object({
      displayName: z.string(),
      isNew: z.boolean(),
      risqueCount: z.number().int(),
      categories: z.array(z.object({ displayName: z.string(), isNew: z.boolean() })),
    }),
  ),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
/** What the user sees before confirming: what would be created or matched, and each line's error. */
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

interface PlannedUnit {
  unit: UniteDeTravail;
  isNew: boolean;
  categories: Map<string, { categorie: Categorie; isNew: boolean }>;
  added: Risque[];
}

/**
 * The document with the imported risks added: units and categories matched by name (ignoring
 * case and accents) or created, each risk new and user-defined. Rows over a limit become errors.
 * Levels are left to `recomputeLevels`. Pure: `newId` makes every id.
 */
export function planImport(
  data: DuerpData,
  risks: readonly ImportRisk[],
  newId: () => string,
): { data: DuerpData; preview: Omit<ImportPreview, 'rowCount'> } {
  const units = new Map<string, PlannedUnit>();
  for (const unit of data.unitesDeTravail) {
    if (units.has(importNameKey(unit.displayName))) continue;
    units.set(importNameKey(unit.displayName), {
      unit,
      isNew: false,
      categories: new Map(
        unit.categorieDeRisques.map((c) => [
          importNameKey(c.displayName),
          { categorie: c, isNew: false },
        ]),
      ),
      added: [],
    });
  }
  const errors: { line: number; message: string }[] = [];
  let unitCount = data.unitesDeTravail.length;
  for (const risk of risks) {
    let planned = units.get(importNameKey(risk.unite));
    if (!planned) {
      if (unitCount >= IMPORT_LIMITS.units) {
        errors.push({ line: risk.line, message: IMPORT_MESSAGES.tooManyUnits });
        continue;
      }
      unitCount += 1;
      planned = {
        unit: {
          idUniteDeTravail: newId(),
          displayName: risk.unite,
          risques: [],
          categorieDeRisques: [],
          papripactActionsPreventives: [],
          niveauDeRisqueValue: null,
        },
        isNew: true,
        categories: new Map(),
        added: [],
      };
      units.set(importNameKey(risk.unite), planned);
    }
    if (planned.unit.risques.length + planned.added.length >= IMPORT_LIMITS.risksPerUnit) {
      errors.push({
        line: risk.line,
        message: IMPORT_MESSAGES.tooManyRisks(planned.unit.displayName),
      });
      continue;
    }
    let category = planned.categories.get(importNameKey(risk.categorie));
    if (!category) {
      category = {
        categorie: {
          idCategorie: newId(),
          code: '',
          displayName: risk.categorie,
          isUserDefined: true,
        },
        isNew: true,
      };
      planned.categories.set(importNameKey(risk.categorie), category);
    }
    planned.added.push(
      newRisque({
        idRisque: newId(),
        idCategorie: category.categorie.idCategorie,
        code: risk.code,
        displayName: risk.displayName,
        danger: risk.danger,
        remarques: risk.remarques,
        ...(risk.mesuresExistantes ? { mesuresExistantes: risk.mesuresExistantes } : {}),
        evalGravite: risk.evalGravite,
        evalFrequence: risk.evalFrequence,
        evalMaitrise: risk.evalMaitrise,
      }),
    );
  }
  const touched = [...units.values()].filter((p) => p.added.length > 0);
  const withAdditions = (p: PlannedUnit): UniteDeTravail => ({
    ...p.unit,
    categorieDeRisques: [...p.categories.values()].map((c) => c.categorie),
    risques: [...p.unit.risques, ...p.added],
  });
  const byId = new Map(touched.map((p) => [p.unit.idUniteDeTravail, p]));
  const unitesDeTravail = [
    ...data.unitesDeTravail.map((u) => {
      const planned = byId.get(u.idUniteDeTravail);
      return planned && !planned.isNew ? withAdditions(planned) : u;
    }),
    ...touched.filter((p) => p.isNew).map(withAdditions),
  ];
  const added = touched.flatMap((p) => p.added);
  return {
    data: { ...data, unitesDeTravail },
    preview: {
      risqueCount: added.length,
      evaluatedCount: added.filter((r) => r.evalGravite !== null).length,
      units: touched.map((p) => {
        const used = new Set(p.added.map((r) => r.idCategorie));
        return {
          displayName: p.unit.displayName,
          isNew: p.isNew,
          risqueCount: p.added.length,
          categories: [...p.categories.values()]
            .filter((c) => used.has(c.categorie.idCategorie))
            .map((c) => ({ displayName: c.categorie.displayName, isNew: c.isNew })),
        };
      }),
      errors,
    },
  };
}

/** The body of the import routes: the file as chosen, in base64. */
export const ImportFileBodySchema = z.strictObject({
  fileName: freeText().trim().min(1).max(255),
  contentBase64: z
    .string()
    .max(Math.ceil((IMPORT_LIMITS.bytes * 4) / 3) + 4, IMPORT_MESSAGES.tooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, IMPORT_MESSAGES.notSpreadsheet),
});
export type ImportFileBody = z.infer<typeof ImportFileBodySchema>;
