import { afterAll, describe, expect, it } from 'vitest';
import {
  DEGREASER,
  bombPdf,
  encryptedPdf,
  fdsPdf,
  scannedPdf,
} from '../../../../../test/helpers/fds-pdfs.js';
import { FDS_TEXT_TIMEOUT_MS, closeFdsTextPool, readFdsHazardCodes } from './fds-text-pool.js';
import { streamsFitBudget } from './stream-budget.js';

afterAll(closeFdsTextPool);

const NOTHING = { texteLu: false, mentionsDanger: [] };

describe('reading a safety data sheet in the worker', () => {
  it('suggests the codes of section 2 and none of sections 3 and 16', async () => {
    const answer = await readFdsHazardCodes(await fdsPdf());
    expect(answer).toEqual({ texteLu: true, mentionsDanger: DEGREASER.section2 });
    for (const code of DEGREASER.elsewhere) expect(answer.mentionsDanger).not.toContain(code);
  });

  it('reads no text from a scanned sheet', async () => {
    expect(await readFdsHazardCodes(await scannedPdf())).toEqual(NOTHING);
  });

  it('reads nothing from an encrypted sheet', async () => {
    expect(await readFdsHazardCodes(await encryptedPdf())).toEqual(NOTHING);
  });

  it('reads nothing from a truncated sheet or from bytes that are no PDF', async () => {
    const whole = await fdsPdf();
    expect(await readFdsHazardCodes(whole.subarray(0, 600))).toEqual(NOTHING);
    expect(await readFdsHazardCodes(Buffer.from('<html><script>alert(1)</script></html>'))).toEqual(
      NOTHING,
    );
  });

  it('refuses a PDF bomb before inflating it, within the time limit and without the memory', async () => {
    const bomb = await bombPdf(200);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const rssBefore = process.memoryUsage.rss();
    const started = Date.now();
    expect(await readFdsHazardCodes(bomb)).toEqual(NOTHING);
    expect(Date.now() - started).toBeLessThan(FDS_TEXT_TIMEOUT_MS);
    expect(process.memoryUsage.rss() - rssBefore).toBeLessThan(150 * 1024 * 1024);
    // The next sheet is read as usual.
    expect((await readFdsHazardCodes(await fdsPdf())).texteLu).toBe(true);
  });
});

describe('streamsFitBudget', () => {
  it('lets a real sheet through and stops a stream that inflates past the budget', async () => {
    expect(streamsFitBudget(await fdsPdf())).toBe(true);
    expect(streamsFitBudget(await bombPdf(64))).toBe(false);
    expect(streamsFitBudget(await bombPdf(8), 16 * 1024 * 1024)).toBe(true);
  });
});
