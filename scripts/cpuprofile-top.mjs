#!/usr/bin/env node
/**
 * Top self-time functions of V8 CPU profiles (`node --cpu-prof`):
 * `node scripts/cpuprofile-top.mjs file.cpuprofile [more…] [--top 25]`.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const args = process.argv.slice(2);
const topIndex = args.indexOf('--top');
const top = topIndex >= 0 ? Number(args.splice(topIndex, 2)[1]) : 25;
const callersIndex = args.indexOf('--callers');
const callersOf = callersIndex >= 0 ? args.splice(callersIndex, 2)[1] : null;
/** Samples that are not the program's work. */
const IDLE = new Set(['(idle)', '(program)']);

const selfUs = new Map();
let totalUs = 0;
for (const file of args) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node);
  const deltas = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const dt = deltas[i + 1] ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const name = functionName || '(anonymous)';
    if (IDLE.has(name)) continue;
    let key = `${name} ${url ? `${basename(url)}:${lineNumber + 1}` : ''}`.trim();
    if (callersOf) {
      if (name !== callersOf) continue;
      // The chain of up to 4 callers: where the time is spent from.
      const chain = [];
      for (let up = parent.get(node.id); up && chain.length < 4; up = parent.get(up.id))
        chain.push(up.callFrame.functionName || '(anonymous)');
      key = chain.join(' < ');
    }
    selfUs.set(key, (selfUs.get(key) ?? 0) + dt);
    totalUs += dt;
  }
}
const rows = [...selfUs].sort((a, b) => b[1] - a[1]).slice(0, top);
console.log(
  `${callersOf ? `${callersOf}, by callers: ` : ''}total ${(totalUs / 1000).toFixed(0)} ms (idle excluded)`,
);
console.log('| self ms | % | function |\n|---:|---:|---|');
for (const [key, us] of rows)
  console.log(`| ${(us / 1000).toFixed(0)} | ${((100 * us) / totalUs).toFixed(1)} | \`${key}\` |`);
