/**
 * A byte rate shared by every bulk answer of the process (PDF downloads). On a small server,
 * clients that read as fast as loopback or a LAN allows would otherwise take every core to copy
 * bytes into sockets, and short requests (a save in the editor, a health check) would wait behind
 * them. Each slice reserves its share of the rate in turn, so concurrent downloads progress
 * fairly; an idle server lets `burstBytes` go at once, so a typical PDF is not slowed at all.
 */
export class Bandwidth {
  /** When, in performance.now() milliseconds, the bytes reserved so far will have been sent. */
  private clock = -Infinity;

  constructor(
    /** 0 = unlimited. */
    private readonly bytesPerSecond: number,
    private readonly burstBytes = 1024 * 1024,
  ) {}

  /** Resolves when `bytes` may be sent; at once when the rate is unlimited or not reached. */
  async take(bytes: number): Promise<void> {
    if (this.bytesPerSecond <= 0) return;
    const now = performance.now();
    const msPerByte = 1000 / this.bytesPerSecond;
    // Idle time is not saved up beyond the burst.
    this.clock = Math.max(this.clock, now - this.burstBytes * msPerByte) + bytes * msPerByte;
    const wait = this.clock - now;
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
