// Runs `npm test`'s stages as soon as the stages they come after have passed, side by side.

/**
 * Starts every stage whose `after` stages have all passed, as soon as they have; a stage after a
 * failed one is never started. `run(stage)` resolves to null, or to a description of the failure.
 * Resolves once nothing more can start, with each stage run (`{ label, ms, failed }`), the
 * failures (« Label : description ») and the labels never started.
 */
export async function runStages(stages, run) {
  const finished = new Map();
  const started = new Set();
  const done = [];
  const failures = [];
  const ready = (stage) =>
    !started.has(stage.label) && (stage.after ?? []).every((label) => finished.get(label) === true);

  await new Promise((resolve) => {
    let running = 0;
    const launch = () => {
      for (const stage of stages.filter(ready)) {
        started.add(stage.label);
        running += 1;
        const stageStart = performance.now();
        Promise.resolve(run(stage)).then((failure) => {
          running -= 1;
          finished.set(stage.label, !failure);
          done.push({ label: stage.label, ms: performance.now() - stageStart, failed: !!failure });
          if (failure) failures.push(`${stage.label} : ${failure}`);
          launch();
        });
      }
      if (running === 0) resolve();
    };
    launch();
  });
  const notRun = stages.filter((stage) => !started.has(stage.label)).map((stage) => stage.label);
  return { done, failures, notRun };
}
