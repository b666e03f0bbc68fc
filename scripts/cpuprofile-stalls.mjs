#!/usr/bin/env node
/**
 * The longest stretches a thread was busy without a break, from a V8 CPU profile, and what ran in
 * each (chains of 8 frames): where an event-loop stall comes from.
 * `node scripts/cpuprofile-stalls.mjs file.cpuprofile [--min-ms 30]`. The profiler samples on wall
 * time: on a busy machine a stretch includes the time the thread waited for a core.
 */
import { readFileSync } from 'node:fs';
const args = process.argv.slice(2);
const minIndex = args.indexOf('--min-ms');
const minUs = (minIndex >= 0 ? Number(args.splice(minIndex, 2)[1]) : 30) * 1000;
const p = JSON.parse(readFileSync(args[0], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n);
let t = p.startTime;
const runs = [];
let cur = null;
for (let i = 0; i < p.samples.length; i++) {
  t += p.timeDeltas[i];
  const n = byId.get(p.samples[i]);
  const name = n.callFrame.functionName;
  const idle = name === '(idle)' || name === '(program)';
  if (!idle) {
    if (!cur) cur = { start: t, end: t, fns: new Map() };
    cur.end = t;
    const chain = [];
    for (let up = n; up && chain.length < 8; up = parent.get(up.id))
      chain.push(up.callFrame.functionName || '(anon)');
    const key = chain
      .slice(0, 8)
      .reverse()
      .filter((x) => x !== '(root)')
      .join(' > ');
    cur.fns.set(key, (cur.fns.get(key) ?? 0) + (p.timeDeltas[i + 1] ?? 0));
  } else if (cur) {
    runs.push(cur);
    cur = null;
  }
}
const long = runs
  .filter((r) => r.end - r.start > minUs)
  .sort((a, b) => b.end - b.start - (a.end - a.start))
  .slice(0, 6);
for (const r of long) {
  console.log(
    `\n== busy ${((r.end - r.start) / 1000).toFixed(0)} ms at +${((r.start - p.startTime) / 1e6).toFixed(2)} s`,
  );
  for (const [k, us] of [...r.fns].sort((a, b) => b[1] - a[1]).slice(0, 6))
    console.log(`  ${(us / 1000).toFixed(0)} ms  ${k.slice(-230)}`);
}
