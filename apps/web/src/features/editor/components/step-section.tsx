import type { ReactNode } from 'react';
import { STEP_COUNT, stepTitle } from '../steps';

/** One step's frame: its number, its title (the page's h2) and its content. */
export function StepSection({
  step,
  heading,
  children,
}: {
  step: number;
  heading?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="editor-step-title"
      className="rounded-xl border border-slate-200 bg-white p-5 md:p-6"
    >
      <p className="text-sm font-medium text-blue-800">
        Étape {step} sur {STEP_COUNT} · {stepTitle(step)}
      </p>
      <h2 id="editor-step-title" className="mt-1 text-xl font-bold text-slate-900">
        {heading ?? stepTitle(step)}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
