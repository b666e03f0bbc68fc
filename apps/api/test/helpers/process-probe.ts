/**
 * Runs `work` while watching this process: the longest `probe` (a cheap request, sent again
 * every 20 ms) waited for its answer meanwhile, and how far the resident memory rose, worker
 * threads included, over what it was before.
 */
export async function probeWhile<T>(
  work: () => Promise<T>,
  probe: () => Promise<unknown>,
): Promise<{ result: T; probeMaxMs: number; rssRiseMb: number }> {
  const before = process.memoryUsage.rss();
  // The process's high-water mark also catches a peak reached while the event loop was blocked.
  const highWater = () => process.resourceUsage().maxRSS * 1024;
  const highWaterBefore = highWater();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  let done = false;
  let probeMaxMs = 0;
  const probing = (async () => {
    while (!done) {
      const start = performance.now();
      await probe();
      probeMaxMs = Math.max(probeMaxMs, performance.now() - start);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    if (highWater() > highWaterBefore) peak = Math.max(peak, highWater());
    return { result, probeMaxMs, rssRiseMb: (peak - before) / 1024 / 1024 };
  } finally {
    done = true;
    clearInterval(sampler);
    await probing;
  }
}
