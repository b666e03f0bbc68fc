// The stage times `npm test` prints at its end, in French: « Durées : Lint 41 s, …, total 11 min 36 s ».

/** « 8 s », « 2 min 05 s ». */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/**
 * One line for the stages run so far, each `{ label, ms, failed? }`, and the run's wall time; a
 * failed stage says so, and the stages never started are named.
 */
export function durationsLine(stages, totalMs, notRun = []) {
  const parts = stages.map(
    ({ label, ms, failed }) => `${label} ${formatDuration(ms)}${failed ? ' (échec)' : ''}`,
  );
  const skipped = notRun.length > 0 ? ` ; non lancés : ${notRun.join(', ')}` : '';
  return `Durées : ${parts.join(', ')}, total ${formatDuration(totalMs)}${skipped}`;
}
