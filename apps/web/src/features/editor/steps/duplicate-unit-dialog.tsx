import { useState, type FormEvent } from 'react';
import { DuplicateUniteBodySchema, copyName } from '@duerp/domain/duerp';
import { plural } from '@duerp/domain/text';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useDialogAction } from '@/components/ui/use-dialog-action';

export interface DuplicateUnitTarget {
  idUniteDeTravail: string;
  displayName: string;
  riskCount: number;
  actionCount: number;
}

export interface DuplicateUnitDialogProps {
  unit: DuplicateUnitTarget | null;
  onOpenChange: (open: boolean) => void;
  /** May return a promise: the dialog closes once it resolves, and stays open if it throws. */
  onSubmit: (displayName: string, withActions: boolean) => Promise<unknown>;
}

/** "Dupliquer l'unité": the copy's name, and whether its preventive actions follow. */
export function DuplicateUnitDialog({ unit, onOpenChange, onSubmit }: DuplicateUnitDialogProps) {
  return (
    <Dialog open={unit !== null} onOpenChange={onOpenChange} title="Dupliquer l'unité">
      {unit && <DuplicateForm unit={unit} onOpenChange={onOpenChange} onSubmit={onSubmit} />}
    </Dialog>
  );
}

function DuplicateForm({
  unit,
  onOpenChange,
  onSubmit,
}: DuplicateUnitDialogProps & { unit: DuplicateUnitTarget }) {
  const [name, setName] = useState(copyName(unit.displayName));
  const [withActions, setWithActions] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useDialogAction(onOpenChange);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = DuplicateUniteBodySchema.safeParse({
      idUniteDeTravail: unit.idUniteDeTravail,
      displayName: name,
      withActions,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    await run(() => onSubmit(parsed.data.displayName, parsed.data.withActions));
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">{`La copie de « ${unit.displayName} » reprendra ses catégories et ses risques (${riskCountText(unit.riskCount)}) avec leurs évaluations.`}</p>
      <TextField
        label="Nom de la nouvelle unité"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error ?? undefined}
        required
        aria-required="true"
      />
      {unit.actionCount > 0 && (
        <Checkbox
          label={`Copier aussi ses actions de prévention (${unit.actionCount})`}
          checked={withActions}
          onChange={(e) => setWithActions(e.target.checked)}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
          Annuler
        </Button>
        <Button type="submit" loading={pending}>
          Dupliquer
        </Button>
      </div>
    </form>
  );
}

function riskCountText(count: number): string {
  return count === 0 ? 'aucun pour le moment' : plural(count, 'risque');
}
