// Entry of the safety data sheet reader thread (see fds-text-pool.ts): one sheet at a time.
import { serveRenderJobs } from '../../../../lib/workers/worker-thread.js';
import { extractPdfText } from './pdf-text.js';
import { hazardCodesOfSectionTwo } from './section-two.js';
import { streamsFitBudget } from './stream-budget.js';

export interface FdsTextResult {
  texteLu: boolean;
  mentionsDanger: string[];
}

serveRenderJobs('fds-text-worker', async (bytes: Uint8Array) => {
  let result: FdsTextResult;
  if (!streamsFitBudget(bytes)) {
    return Buffer.from(JSON.stringify({ texteLu: false, mentionsDanger: [] }));
  }
  try {
    const text = await extractPdfText(bytes);
    const texteLu = text.trim() !== '';
    result = { texteLu, mentionsDanger: texteLu ? hazardCodesOfSectionTwo(text) : [] };
  } catch {
    // Encrypted, malformed or truncated: no text, no suggestion; the sheet itself is kept.
    result = { texteLu: false, mentionsDanger: [] };
  }
  return Buffer.from(JSON.stringify(result));
});
