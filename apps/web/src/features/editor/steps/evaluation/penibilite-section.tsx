import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  ASSESSMENT_MESSAGES,
  PENIBILITE_FACTEURS,
  PENIBILITE_GROUPES,
  PENIBILITE_TEXTS,
  UpdatePenibiliteUniteBodySchema,
  type DuerpDocument,
  type PenibiliteFacteurId,
  type UniteDeTravail,
} from '@duerp/domain/duerp';
import { suggestedFacteurs } from '@duerp/domain/penibilite';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdatePenibiliteUnite } from '../../api/update-penibilite-unite';
import { describeApiError } from '@/lib/api-errors';

type Entry = { nombreExposes: string; situations: string };
type Entries = Record<PenibiliteFacteurId, Entry>;

function initialEntries(unite: UniteDeTravail): Entries {
  const stored = new Map((unite.expositionsPenibilite ?? []).map((e) => [e.idFacteur, e]));
  return Object.fromEntries(
    PENIBILITE_FACTEURS.map((f) => {
      const e = stored.get(f.id);
      return [
        f.id,
        { nombreExposes: e ? String(e.nombreExposes) : '', situations: e?.situations ?? '' },
      ];
    }),
  ) as Entries;
}

/**
 * Step 5, after the risk grid (issue 16): for the unit, the workers exposed to each factor of
 * L4161-1 above its threshold and the situations concerned; feeds the R4121-1-1 annex.
 */
export function PenibiliteSection({
  duerp,
  unite,
}: {
  duerp: DuerpDocument;
  unite: UniteDeTravail;
}) {
  const [entries, setEntries] = useState<Entries>(() => initialEntries(unite));
  const [error, setError] = useState<string | null>(null);
  const update = useUpdatePenibiliteUnite();
  const suggested = suggestedFacteurs(unite);
  const set = (id: PenibiliteFacteurId, patch: Partial<Entry>) =>
    setEntries((all) => ({ ...all, [id]: { ...all[id], ...patch } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const list = PENIBILITE_FACTEURS.flatMap((f) => {
      const e = entries[f.id];
      if (e.nombreExposes.trim() === '' && e.situations.trim() === '') return [];
      return [
        {
          idFacteur: f.id,
          nombreExposes: Number(e.nombreExposes || '0'),
          situations: e.situations,
        },
      ];
    });
    const parsed = UpdatePenibiliteUniteBodySchema.safeParse({
      idUniteDeTravail: unite.idUniteDeTravail,
      expositionsPenibilite: list,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ASSESSMENT_MESSAGES.exposesInteger);
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({ id: duerp.id, body: parsed.data });
      toast.success(ASSESSMENT_MESSAGES.penibiliteSaved);
    } catch (failure) {
      toast.error(ASSESSMENT_MESSAGES.penibiliteSaveFailed, {
        description: describeApiError(failure),
      });
    }
  };

  return (
    <details
      className="mt-6 rounded-lg border border-slate-200 p-4"
      open={unite.expositionsPenibilite !== undefined || suggested.size > 0}
    >
      <summary className="cursor-pointer font-semibold text-slate-900">
        {PENIBILITE_TEXTS.sectionTitle} (facultatif)
      </summary>
      <p className="mt-2 text-sm text-slate-700">
        Pour l'unité « {unite.displayName} », indiquez le nombre de travailleurs exposés au-delà du
        seuil de chaque facteur et les situations ou postes concernés. Ces données forment l'annexe
        du document unique prévue par l'article R4121-1-1. Laissez vide un facteur auquel personne
        n'est exposé.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-5">
        {PENIBILITE_GROUPES.map((groupe) => (
          <div key={groupe.id}>
            <h4 className="text-sm font-semibold text-slate-800">{groupe.displayName}</h4>
            <div className="mt-2 space-y-3">
              {PENIBILITE_FACTEURS.filter((f) => f.groupe === groupe.id).map((f) => (
                <fieldset key={f.id} className="rounded-lg border border-slate-200 p-3">
                  <legend className="px-1 text-sm font-medium text-slate-900">
                    {f.displayName}
                    {suggested.has(f.id) && (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                        Suggéré par vos risques
                      </span>
                    )}
                  </legend>
                  {f.seuil && (
                    <p className="text-xs text-slate-600">
                      {PENIBILITE_TEXTS.seuilSource} : {f.seuil} {PENIBILITE_TEXTS.c2p}
                    </p>
                  )}
                  <div className="mt-2 grid gap-3 sm:grid-cols-[12rem_1fr]">
                    <TextField
                      label="Travailleurs exposés"
                      inputMode="numeric"
                      value={entries[f.id].nombreExposes}
                      onChange={(e) => set(f.id, { nombreExposes: e.target.value })}
                    />
                    <TextField
                      label="Situations ou postes concernés"
                      value={entries[f.id].situations}
                      maxLength={2000}
                      onChange={(e) => set(f.id, { situations: e.target.value })}
                    />
                  </div>
                </fieldset>
              ))}
            </div>
          </div>
        ))}
        <div aria-live="polite" className="empty:hidden">
          {error && <Alert tone="error">{error}</Alert>}
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            Enregistrer l'exposition
          </Button>
        </div>
      </form>
    </details>
  );
}
