import type { RisquesPsychosociaux, UniteRps } from '../rps/schemas.js';
import type { ChangeOp, RpsHistoryPart } from './changes.js';

/** The fields of an RPS unit behind each part the history names. */
const PART_FIELDS: Record<RpsHistoryPart, readonly (keyof UniteRps)[]> = {
  perimetre: ['displayName', 'idsUnitesDeTravail', 'mode'],
  seance: ['seance'],
  reponses: ['reponses'],
  reponsesSimplifiees: ['reponsesSimplifiees'],
  ajustements: ['ajustements'],
  actions: ['actions'],
};

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** What a write changed in the RPS assessment: units added or removed, each changed part, the dialogue. */
export function diffRps(
  before: RisquesPsychosociaux | undefined,
  after: RisquesPsychosociaux | undefined,
): ChangeOp[] {
  if (before === after) return [];
  const ops: ChangeOp[] = [];
  const dialogue = (rps: RisquesPsychosociaux | undefined) => rps?.dialogueSocial ?? null;
  if (dialogue(before) !== dialogue(after))
    ops.push({ op: 'rps.dialogue', after: dialogue(after) });
  const previous = new Map(before?.unitesRps.map((u) => [u.idUniteRps, u]));
  const kept = new Set<string>();
  for (const unite of after?.unitesRps ?? []) {
    kept.add(unite.idUniteRps);
    const old = previous.get(unite.idUniteRps);
    if (!old) {
      ops.push({ op: 'rps.unite.added', uniteRps: unite.displayName });
      continue;
    }
    if (old === unite) continue;
    for (const [part, fields] of Object.entries(PART_FIELDS) as [
      RpsHistoryPart,
      (keyof UniteRps)[],
    ][])
      if (fields.some((field) => !same(old[field], unite[field])))
        ops.push({ op: 'rps.changed', part, uniteRps: unite.displayName });
  }
  for (const unite of before?.unitesRps ?? [])
    if (!kept.has(unite.idUniteRps))
      ops.push({ op: 'rps.unite.removed', uniteRps: unite.displayName });
  return ops;
}
