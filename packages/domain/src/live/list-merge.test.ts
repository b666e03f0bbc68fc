import { describe, expect, it } from 'vitest';
import { mergeListThreeWay } from './list-merge.js';

interface Item {
  id: string;
  name: string;
}
const item = (id: string, name = id) => ({ id, name });
const merge = (base: Item[], mine: Item[], theirs: Item[]) =>
  mergeListThreeWay(
    base,
    mine,
    theirs,
    (i) => i.id,
    (a, b) => a.name === b.name,
  );
const names = (r: ReturnType<typeof merge>) => (r.ok ? r.merged.map((i) => i.name) : r);

describe('mergeListThreeWay', () => {
  const base = [item('a'), item('b'), item('c')];

  it('keeps my reorder and the item they added, after the item it followed', () => {
    const mine = [item('c'), item('a'), item('b')];
    const theirs = [...base, item('d')];
    expect(names(merge(base, mine, theirs))).toEqual(['c', 'd', 'a', 'b']);
  });

  it('keeps their reorder and the item I added after its predecessor', () => {
    const mine = [item('a'), item('x'), item('b'), item('c')];
    const theirs = [item('c'), item('b'), item('a')];
    expect(names(merge(base, mine, theirs))).toEqual(['c', 'b', 'a', 'x']);
  });

  it('removes an item I deleted that they did not touch, and keeps their rename', () => {
    const mine = [item('a'), item('c')];
    const theirs = [item('a', 'A2'), item('b'), item('c')];
    expect(names(merge(base, mine, theirs))).toEqual(['A2', 'c']);
  });

  it('keeps both sides’ additions and renames of different items', () => {
    const mine = [item('a', 'A1'), item('b'), item('c'), item('m')];
    const theirs = [item('a'), item('b', 'B2'), item('c'), item('t')];
    expect(names(merge(base, mine, theirs))).toEqual(['A1', 'B2', 'c', 'm', 't']);
  });

  it('reports two different renames of one item as a conflict', () => {
    const result = merge(base, [item('a', 'mine')], [item('a', 'theirs'), item('b'), item('c')]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.conflicts.map((c) => c.id)).toEqual(['a']);
  });

  it('reports my removal of an item they renamed as a conflict, never a silent drop', () => {
    const result = merge(base, [item('b'), item('c')], [item('a', 'A2'), item('b'), item('c')]);
    expect(result).toMatchObject({
      ok: false,
      conflicts: [{ id: 'a', mine: undefined, theirs: { name: 'A2' } }],
    });
  });

  it('reports my rename of an item they removed as a conflict', () => {
    const result = merge(base, [item('a', 'A1'), item('b'), item('c')], [item('b'), item('c')]);
    expect(result).toMatchObject({ ok: false, conflicts: [{ id: 'a', theirs: undefined }] });
  });

  it('reports two different reorders as a conflict', () => {
    const result = merge(
      base,
      [item('c'), item('a'), item('b')],
      [item('b'), item('a'), item('c')],
    );
    expect(result).toMatchObject({ ok: false, conflicts: [], orderConflict: true });
  });

  it('settles each conflict and the order as the writer chose', () => {
    const mine = [item('c'), item('a', 'A1')];
    const theirs = [item('b', 'B2'), item('a', 'A2'), item('c')];
    const resolve = (items: Record<string, 'mine' | 'theirs'>, order: 'mine' | 'theirs') =>
      mergeListThreeWay(
        base,
        mine,
        theirs,
        (i) => i.id,
        (a, b) => a.name === b.name,
        {
          items,
          order,
        },
      );
    expect(names(resolve({ a: 'mine', b: 'theirs' }, 'mine'))).toEqual(['B2', 'c', 'A1']);
    expect(names(resolve({ a: 'theirs', b: 'mine' }, 'theirs'))).toEqual(['c', 'A2']);
    const crossed = mergeListThreeWay(
      base,
      [item('c'), item('a'), item('b')],
      [item('b'), item('a'), item('c')],
      (i) => i.id,
      (a, b) => a.name === b.name,
      { items: {}, order: 'theirs' },
    );
    expect(names(crossed)).toEqual(['b', 'a', 'c']);
  });

  it('accepts the same change made on both sides', () => {
    const same = [item('b'), item('a', 'A3')];
    expect(names(merge(base, same, same))).toEqual(['b', 'A3']);
  });
});
