import { useState, type FormEvent, type ReactNode } from 'react';
import { UpdateSyntheseRpsBodySchema, type DuerpDocument } from '@duerp/domain/duerp';
import type { NiveauRps, SyntheseFamilleRps, UniteRps } from '@duerp/domain/rps';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { TextAreaField } from '@/components/ui/form-fields';
import { EditableArea } from '../../components/editable-area';
import { NIVEAU_CHOICES, presentNiveau } from './rps-levels';
import { useRpsSave } from './use-rps-save';

/** A family in the synthesis: its level in colour, the computed one, the group's override. */
export function FamilyLevelCard({
  duerp,
  unite,
  famille,
  children,
}: {
  duerp: DuerpDocument;
  unite: UniteRps;
  famille: SyntheseFamilleRps;
  children: ReactNode;
}) {
  const level = presentNiveau(famille.niveau);
  const [adjusting, setAdjusting] = useState(false);
  const { save, pending } = useRpsSave(duerp, 'updateSyntheseRps');
  const adjusted = famille.motifAjustement !== null;
  const clear = () =>
    void save(
      { idUniteRps: unite.idUniteRps, famille: famille.famille, niveau: null, motif: '' },
      'Niveau calculé rétabli',
    ).catch(() => undefined);

  return (
    <section
      aria-label={famille.label}
      className={`rounded-xl border border-l-8 p-4 shadow-sm ${level.className}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h4 className="font-semibold">{famille.label}</h4>
        <span className="rounded-full border border-current px-3 py-1 text-sm font-bold">
          {level.label}
        </span>
      </div>
      <p className="mt-1 text-sm">
        Niveau calculé : {presentNiveau(famille.niveauCalcule).label} ({famille.nombreReponses}{' '}
        réponse{famille.nombreReponses > 1 ? 's' : ''} sur {famille.nombreQuestions})
      </p>
      {adjusted && (
        <p className="mt-1 text-sm">
          Niveau retenu par le groupe : {level.label}. Motif : {famille.motifAjustement}
        </p>
      )}
      <EditableArea className="mt-3 flex flex-wrap gap-2">
        {!adjusting && (
          <Button variant="secondary" onClick={() => setAdjusting(true)}>
            Ajuster le niveau
          </Button>
        )}
        {adjusted && !adjusting && (
          <Button variant="ghost" loading={pending} onClick={clear}>
            Revenir au niveau calculé
          </Button>
        )}
      </EditableArea>
      {adjusting && (
        <OverrideForm
          initial={adjusted ? famille.niveau : null}
          initialMotif={famille.motifAjustement ?? ''}
          onCancel={() => setAdjusting(false)}
          onSave={async (niveau, motif) => {
            const body = { idUniteRps: unite.idUniteRps, famille: famille.famille, niveau, motif };
            await save(UpdateSyntheseRpsBodySchema.parse(body), 'Niveau du groupe enregistré');
            setAdjusting(false);
          }}
        />
      )}
      <div className="mt-4 rounded-lg bg-white/70 p-3 text-slate-900">{children}</div>
    </section>
  );
}

function OverrideForm({
  initial,
  initialMotif,
  onCancel,
  onSave,
}: {
  initial: NiveauRps | null;
  initialMotif: string;
  onCancel: () => void;
  onSave: (niveau: NiveauRps, motif: string) => Promise<void>;
}) {
  const [niveau, setNiveau] = useState<NiveauRps | null>(initial);
  const [motif, setMotif] = useState(initialMotif);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed =
      niveau &&
      UpdateSyntheseRpsBodySchema.safeParse({
        idUniteRps: 'x',
        famille: 'intensite',
        niveau,
        motif,
      });
    if (!niveau || !parsed || !parsed.success) {
      setError(
        parsed ? (parsed.error?.issues[0]?.message ?? null) : 'Choisissez le niveau retenu.',
      );
      return;
    }
    setError(null);
    await onSave(niveau, motif).catch(() => undefined);
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 space-y-3 text-slate-900">
      <ChoiceGroup
        legend="Niveau retenu par le groupe"
        choices={NIVEAU_CHOICES}
        value={niveau}
        onChange={setNiveau}
      />
      <TextAreaField
        label="Motif de l'ajustement"
        value={motif}
        maxLength={2000}
        onChange={(e) => setMotif(e.target.value)}
        error={error ?? undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Annuler
        </Button>
        <Button type="submit">Enregistrer le niveau</Button>
      </div>
    </form>
  );
}
