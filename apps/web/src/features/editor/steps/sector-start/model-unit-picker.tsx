import { useState, type FormEvent } from 'react';
import { plural } from '@duerp/domain/text';
import type { ModeleDuSecteur, ModeleUnite } from '@duerp/domain/premade';
import { Button } from '@/components/ui/button';

const NONE_CHOSEN = 'Cochez au moins une unité de travail.';

/** « Partir du modèle du secteur »: the model's usual units, all ticked, to keep or leave out. */
export function ModelUnitPicker({
  modele,
  starting,
  onStart,
}: {
  modele: ModeleDuSecteur;
  starting: boolean;
  onStart: (chosen: ModeleUnite[]) => void;
}) {
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const chosen = modele.unites.filter((u) => !left.has(u.idUniteDeTravail));
  const toggle = (id: string, keep: boolean) => {
    const next = new Set(left);
    if (keep) next.delete(id);
    else next.add(id);
    setLeft(next);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) setError(NONE_CHOSEN);
    else onStart(chosen);
  };

  return (
    <section
      aria-labelledby="model-start-title"
      className="mb-8 rounded-xl border border-blue-200 bg-blue-50 p-4 sm:p-6"
    >
      <h3 id="model-start-title" className="text-lg font-semibold text-slate-900">
        Partir du modèle du secteur
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Modèle « {modele.displayName} » : les unités de travail habituelles du secteur, chacune avec
        ses risques habituels. Décochez celles qui ne vous concernent pas ; vous pourrez ensuite en
        ajouter, en renommer ou en supprimer. Une question par mesure de prévention suivra.
      </p>
      <form onSubmit={submit} noValidate className="mt-4">
        <fieldset aria-describedby={error ? 'model-start-error' : undefined}>
          <legend className="mb-2 text-sm font-semibold text-slate-800">
            Unités de travail du modèle
          </legend>
          <ul className="grid gap-2 sm:grid-cols-2">
            {modele.unites.map((unite) => (
              <li key={unite.idUniteDeTravail}>
                <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blue-600">
                  <input
                    type="checkbox"
                    className="h-5 w-5 shrink-0 accent-blue-700"
                    checked={!left.has(unite.idUniteDeTravail)}
                    disabled={starting}
                    onChange={(e) => toggle(unite.idUniteDeTravail, e.target.checked)}
                  />
                  <span className="min-w-0 flex-1 text-sm font-medium text-slate-900">
                    {unite.displayName}
                  </span>
                  <span className="shrink-0 text-xs text-slate-700">
                    {plural(unite.risques.length, 'risque')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {error && (
          <p id="model-start-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" loading={starting} className="mt-4 w-full sm:w-auto">
          {starting ? 'Création des unités…' : 'Partir du modèle du secteur'}
        </Button>
      </form>
    </section>
  );
}
