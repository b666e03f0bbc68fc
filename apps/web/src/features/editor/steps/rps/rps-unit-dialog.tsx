import { useState, type FormEvent } from 'react';
import { UpdateListUnitesRpsBodySchema, type UniteDeTravail } from '@duerp/domain/duerp';
import type { UniteRps } from '@duerp/domain/rps';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { CancelAndSubmit, FormFooter } from '@/components/ui/form-footer';
import { TextField } from '@/components/ui/text-field';
import { useDialogAction } from '@/components/ui/use-dialog-action';

export interface RpsUnitDraft {
  displayName: string;
  idsUnitesDeTravail: string[];
}

/** Creates or edits an RPS unit: its name and the work units it covers. */
export function RpsUnitDialog({
  target,
  workUnits,
  onClose,
  onSubmit,
}: {
  target: UniteRps | 'new' | null;
  workUnits: readonly UniteDeTravail[];
  onClose: () => void;
  onSubmit: (draft: RpsUnitDraft) => Promise<void>;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={target === 'new' ? 'Nouvelle unité RPS' : "Modifier l'unité RPS"}
      size="md"
    >
      {target !== null && (
        <RpsUnitForm
          unite={target === 'new' ? null : target}
          workUnits={workUnits}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      )}
    </Dialog>
  );
}

function RpsUnitForm({
  unite,
  workUnits,
  onClose,
  onSubmit,
}: {
  unite: UniteRps | null;
  workUnits: readonly UniteDeTravail[];
  onClose: () => void;
  onSubmit: (draft: RpsUnitDraft) => Promise<void>;
}) {
  const [name, setName] = useState(unite?.displayName ?? '');
  const [linked, setLinked] = useState(() => new Set(unite?.idsUnitesDeTravail ?? []));
  const [error, setError] = useState<string | null>(null);
  const { pending, run } = useDialogAction((open) => !open && onClose());
  const toggle = (id: string, on: boolean) =>
    setLinked((all) => {
      const next = new Set(all);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = {
      displayName: name,
      // In the order of the work units, whatever order they were ticked in.
      idsUnitesDeTravail: workUnits.map((u) => u.idUniteDeTravail).filter((id) => linked.has(id)),
    };
    const parsed = UpdateListUnitesRpsBodySchema.safeParse({
      unitesRps: [{ ...draft, idUniteRps: 'check', mode: 'groupe' }],
    });
    const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    setError(problem ?? null);
    if (problem) return;
    await run(() => onSubmit({ ...draft, displayName: draft.displayName.trim() }));
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <TextField
        label="Nom de l'unité RPS"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={error ?? undefined}
        autoComplete="off"
        maxLength={200}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          Unités de travail concernées (facultatif)
        </legend>
        {workUnits.length === 0 ? (
          <p className="text-sm text-slate-600">Aucune unité de travail dans ce DUERP.</p>
        ) : (
          <div className="space-y-2">
            {workUnits.map((u) => (
              <Checkbox
                key={u.idUniteDeTravail}
                label={u.displayName}
                checked={linked.has(u.idUniteDeTravail)}
                onChange={(e) => toggle(u.idUniteDeTravail, e.target.checked)}
              />
            ))}
          </div>
        )}
      </fieldset>
      <FormFooter>
        <CancelAndSubmit onCancel={onClose} pending={pending}>
          {unite ? 'Enregistrer' : "Ajouter l'unité"}
        </CancelAndSubmit>
      </FormFooter>
    </form>
  );
}
