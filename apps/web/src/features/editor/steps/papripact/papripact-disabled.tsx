import { Button } from '@/components/ui/button';

/** While PAPRIPACT is off its content is hidden: turn it on, or skip the step. */
export function PapripactDisabled({
  onActivate,
  onSkip,
}: {
  onActivate: () => void;
  onSkip: () => void;
}) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 p-4">
      <p className="text-sm text-slate-700">
        Le PAPRIPACT est désactivé : ses actions préventives sont masquées et ne figureront pas dans
        votre DUERP. Activez-le pour planifier vos actions, ou passez cette étape.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onActivate}>Activer le PAPRIPACT</Button>
        <Button variant="secondary" onClick={onSkip}>
          Passer cette étape
        </Button>
      </div>
    </div>
  );
}
