import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { generationProgress } from './generation-progress';

const TICK_MS = 200;

/**
 * Generation: the blocking progress overlay, mounted while the version is being
 * generated (so unmounting closes it at once, done or failed). Escape and clicks outside do
 * nothing; focus stays inside.
 */
export function GenerationOverlay() {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const start = Date.now();
    const timer = setInterval(() => setElapsed(Date.now() - start), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const progress = generationProgress(elapsed);
  const block = (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <RadixDialog.Content
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-[500px] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <RadixDialog.Title className="text-lg font-semibold text-slate-900">
            Génération de votre DUERP…
          </RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-sm text-slate-700">
            Nous enregistrons cette version et préparons son PDF. Merci de patienter quelques
            secondes sans quitter la page.
          </RadixDialog.Description>
          <div
            role="progressbar"
            aria-label="Progression de la génération"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            aria-valuetext={`${progress} %`}
            className="mt-5 h-3 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-blue-700 transition-[width] duration-200 ease-linear"
              style={{ width: `${progress}%` }}
            />
          </div>
          <p className="mt-2 text-right text-sm font-medium text-slate-700" aria-hidden="true">
            {progress} %
          </p>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
