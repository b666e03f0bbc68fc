/** An item both sides changed differently (or one changed and the other removed): to choose. */
export interface ListConflict<T> {
  id: string;
  base: T | undefined;
  mine: T | undefined;
  theirs: T | undefined;
}

/** The writer's choices after seeing the conflicts: per item id, and for the order. */
export interface ListResolution {
  items: Record<string, 'mine' | 'theirs'>;
  order?: 'mine' | 'theirs';
}

export type ListMerge<T> =
  { ok: true; merged: T[] } | { ok: false; conflicts: ListConflict<T>[]; orderConflict: boolean };

function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** `order` with the ids of `other` it lacks inserted after their predecessor in `other`. */
function weave(order: string[], other: readonly string[], keep: Set<string>): string[] {
  const result = order.filter((id) => keep.has(id));
  other.forEach((id, index) => {
    if (!keep.has(id) || result.includes(id)) return;
    const before = other
      .slice(0, index)
      .reverse()
      .find((p) => result.includes(p));
    result.splice(before === undefined ? 0 : result.indexOf(before) + 1, 0, id);
  });
  return result;
}

/**
 * A whole-list write re-applied on a newer version (three-way, by item id): `base` is the list
 * the writer started from, `mine` what they want, `theirs` the latest stored list. An item only
 * one side changed takes that side; an item added by either side is kept; an item removed by one
 * side goes when the other left it as it was. Two different changes of one item, or a change
 * against a removal, are conflicts; so are two different reorders. Nothing is dropped silently:
 * a conflict is settled only by `resolution`, the writer's choice once shown both versions.
 */
export function mergeListThreeWay<T>(
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  idOf: (item: T) => string,
  same: (a: T, b: T) => boolean,
  resolution?: ListResolution,
): ListMerge<T> {
  const index = (list: readonly T[]) => new Map(list.map((item) => [idOf(item), item]));
  const [b, m, t] = [index(base), index(mine), index(theirs)];
  const equal = (x: T | undefined, y: T | undefined) =>
    x === undefined || y === undefined ? x === y : same(x, y);
  const chosen = new Map<string, T>();
  const conflicts: ListConflict<T>[] = [];
  for (const id of new Set([...b.keys(), ...m.keys(), ...t.keys()])) {
    const [was, mineItem, theirItem] = [b.get(id), m.get(id), t.get(id)];
    let pick: T | undefined;
    if (equal(mineItem, theirItem)) pick = theirItem;
    else if (equal(mineItem, was)) pick = theirItem;
    else if (equal(theirItem, was)) pick = mineItem;
    else if (resolution?.items[id]) pick = resolution.items[id] === 'mine' ? mineItem : theirItem;
    else {
      conflicts.push({ id, base: was, mine: mineItem, theirs: theirItem });
      continue;
    }
    if (pick !== undefined) chosen.set(id, pick);
  }
  const ids = (list: readonly T[]) => list.map(idOf).filter((id) => b.has(id));
  const [baseOrder, mineOrder, theirOrder] = [ids(base), ids(mine), ids(theirs)];
  const common = (order: string[]) => order.filter((id) => m.has(id) && t.has(id));
  const mineMoved = !sameOrder(common(mineOrder), common(baseOrder));
  const theirsMoved = !sameOrder(common(theirOrder), common(baseOrder));
  const bothMoved = mineMoved && theirsMoved && !sameOrder(common(mineOrder), common(theirOrder));
  const orderConflict = bothMoved && !resolution?.order;
  if (conflicts.length > 0 || orderConflict) return { ok: false, conflicts, orderConflict };
  const keep = new Set(chosen.keys());
  const mineFirst = bothMoved ? resolution?.order === 'mine' : mineMoved;
  const [first, second] = mineFirst ? [mine, theirs] : [theirs, mine];
  const order = weave(first.map(idOf), second.map(idOf), keep);
  return { ok: true, merged: order.map((id) => chosen.get(id)!) };
}
