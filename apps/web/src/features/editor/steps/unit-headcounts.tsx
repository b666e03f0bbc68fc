import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  ASSESSMENT_MESSAGES,
  effectifMismatchMessage,
  UpdateEffectifUniteBodySchema,
  type DuerpDocument,
  type UniteDeTravail,
} from '@duerp/domain/duerp';
import { checkEffectifs } from '@duerp/domain/penibilite';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useUpdateEffectifUnite } from '../api/update-effectif-unite';
import { describeApiError } from '@/lib/api-errors';

const asNumber = (text: string) => (text.trim() === '' ? null : Number(text));
const asText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** Step 3 (issue 16): the optional headcount of each unit, checked against the company's. */
export function UnitHeadcounts({ duerp }: { duerp: DuerpDocument }) {
  const units = duerp.data.unitesDeTravail;
  const check = checkEffectifs(duerp.data);
  const company = duerp.data.entreprise?.nombreEmployes ?? null;
  if (units.length === 0) return null;
  return (
    <section aria-labelledby="headcounts-title">
      <h3 id="headcounts-title" className="mb-1 text-lg font-semibold text-slate-900">
        Effectifs par unité (facultatif)
      </h3>
      <p className="mb-3 text-sm text-slate-700">
        Le nombre de personnes de chaque unité, dont les femmes : il sert à calculer la proportion
        de salariés exposés aux facteurs de pénibilité.
      </p>
      <ul className="space-y-3">
        {units.map((unite) => (
          <li key={unite.idUniteDeTravail}>
            <HeadcountForm duerpId={duerp.id} unite={unite} />
          </li>
        ))}
      </ul>
      <div aria-live="polite" className="mt-3 empty:hidden">
        {check.mismatch && company !== null && (
          <Alert tone="warning">{effectifMismatchMessage(check.total, company)}</Alert>
        )}
      </div>
    </section>
  );
}

function HeadcountForm({ duerpId, unite }: { duerpId: string; unite: UniteDeTravail }) {
  const [effectif, setEffectif] = useState(asText(unite.effectif));
  const [femmes, setFemmes] = useState(asText(unite.effectifFemmes));
  const [errors, setErrors] = useState<{ effectif?: string; femmes?: string }>({});
  const update = useUpdateEffectifUnite();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = UpdateEffectifUniteBodySchema.safeParse({
      idUniteDeTravail: unite.idUniteDeTravail,
      effectif: asNumber(effectif),
      effectifFemmes: asNumber(femmes),
    });
    if (!parsed.success) {
      const messageOf = (field: string) =>
        parsed.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ effectif: messageOf('effectif'), femmes: messageOf('effectifFemmes') });
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync({ id: duerpId, body: parsed.data });
      toast.success(ASSESSMENT_MESSAGES.effectifSaved);
    } catch (error) {
      toast.error(ASSESSMENT_MESSAGES.effectifSaveFailed, { description: describeApiError(error) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className="rounded-lg border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium break-words text-slate-900">
          {unite.displayName}
        </legend>
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField
            label="Effectif de l'unité"
            inputMode="numeric"
            value={effectif}
            onChange={(e) => setEffectif(e.target.value)}
            error={errors.effectif}
          />
          <TextField
            label="dont femmes"
            inputMode="numeric"
            value={femmes}
            onChange={(e) => setFemmes(e.target.value)}
            error={errors.femmes}
          />
          <Button type="submit" variant="secondary" loading={update.isPending}>
            Enregistrer
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
