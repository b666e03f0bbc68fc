import type { DuerpData, Entreprise } from '../duerp/schemas.js';
import type { ChangeOp } from './changes.js';
import { diffUnit, sameValue } from './diff-unit.js';
import { diffRps } from './rps-diff.js';

const ENTREPRISE_FIELDS = [
  'nom',
  'siret',
  'secteurDActivite',
  'isSecteurPublic',
  'adresse',
  'nomDuRepresentantLegal',
  'nombreEmployes',
  'isEtablissement',
  'nomDeLEtablissement',
] as const satisfies readonly (keyof Entreprise)[];

function diffEntreprise(before: Entreprise | null, after: Entreprise | null): ChangeOp[] {
  if (before === after || !after) return [];
  if (!before) return [{ op: 'entreprise.filled' }];
  const ops: ChangeOp[] = [];
  for (const field of ENTREPRISE_FIELDS) {
    if (!sameValue(before[field], after[field])) {
      ops.push({
        op: 'entreprise.changed',
        field,
        before: before[field],
        after: after[field],
      });
    }
  }
  return ops;
}

function diffEvenements(before: DuerpData, after: DuerpData): ChangeOp[] {
  const a = before.evenementsDeMiseAJour ?? [];
  const b = after.evenementsDeMiseAJour ?? [];
  if (a === b) return [];
  const beforeIds = new Set(a.map((e) => e.idEvenement));
  const afterIds = new Set(b.map((e) => e.idEvenement));
  return [
    ...b
      .filter((e) => !beforeIds.has(e.idEvenement))
      .map((e): ChangeOp => ({ op: 'evenement.added', type: e.type, date: e.date })),
    ...a
      .filter((e) => !afterIds.has(e.idEvenement))
      .map((e): ChangeOp => ({ op: 'evenement.removed', type: e.type, date: e.date })),
  ];
}

/** Whether the units both lists hold come in another order. */
function reordered(before: DuerpData, after: DuerpData): boolean {
  const afterIds = new Set(after.unitesDeTravail.map((u) => u.idUniteDeTravail));
  const beforeIds = new Set(before.unitesDeTravail.map((u) => u.idUniteDeTravail));
  const kept = before.unitesDeTravail.filter((u) => afterIds.has(u.idUniteDeTravail));
  const now = after.unitesDeTravail.filter((u) => beforeIds.has(u.idUniteDeTravail));
  return kept.some((u, i) => u.idUniteDeTravail !== now[i]?.idUniteDeTravail);
}

/**
 * What a write changed, in the history's terms: units added, removed (kept whole), renamed and
 * reordered; each changed unit's categories, risks and actions field by field; the company, the
 * PAPRIPACT switch, the events, the PDF options. Derived levels are left out. A unit that is the
 * very object it was is unchanged and not looked into (writers never edit stored data in place),
 * so a targeted write costs the diff of one unit.
 */
export function diffDuerpData(before: DuerpData, after: DuerpData): ChangeOp[] {
  if (before === after) return [];
  const ops: ChangeOp[] = diffEntreprise(before.entreprise, after.entreprise);
  if (before.isPapripactEnabled !== after.isPapripactEnabled) {
    ops.push({ op: 'papripact.toggled', after: after.isPapripactEnabled });
  }
  ops.push(...diffEvenements(before, after));
  ops.push(...diffRps(before.risquesPsychosociaux, after.risquesPsychosociaux));
  if (
    before.displayOptions !== after.displayOptions &&
    JSON.stringify(before.displayOptions) !== JSON.stringify(after.displayOptions)
  ) {
    ops.push({ op: 'options.changed' });
  }
  if (before.unitesDeTravail === after.unitesDeTravail) return ops;
  const previous = new Map(before.unitesDeTravail.map((u) => [u.idUniteDeTravail, u]));
  const present = new Set<string>();
  for (const unite of after.unitesDeTravail) {
    present.add(unite.idUniteDeTravail);
    const old = previous.get(unite.idUniteDeTravail);
    if (!old) {
      ops.push({
        op: 'unite.added',
        idUniteDeTravail: unite.idUniteDeTravail,
        unite: unite.displayName,
      });
    } else if (old !== unite) {
      ops.push(...diffUnit(old, unite));
    }
  }
  before.unitesDeTravail.forEach((unite, position) => {
    if (present.has(unite.idUniteDeTravail)) return;
    ops.push({
      op: 'unite.removed',
      idUniteDeTravail: unite.idUniteDeTravail,
      unite: unite.displayName,
      position,
      data: unite,
    });
  });
  if (reordered(before, after)) ops.push({ op: 'unites.reordered' });
  return ops;
}
