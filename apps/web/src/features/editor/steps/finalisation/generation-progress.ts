/** The generation overlay estimates 12 seconds. */
export const GENERATION_ESTIMATE_MS = 12_000;

/** Percent shown after `elapsedMs`: linear over the estimate, never 100 before the end (99 %). */
export function generationProgress(elapsedMs: number): number {
  return Math.min(99, Math.max(0, Math.floor((elapsedMs / GENERATION_ESTIMATE_MS) * 100)));
}
