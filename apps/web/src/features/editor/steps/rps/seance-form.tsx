import { useState, type FormEvent } from 'react';
import {
  dialogueSocialWarning,
  RPS_MESSAGES,
  seanceRefusal,
  type UniteRps,
} from '@duerp/domain/rps';
import { localDay } from '@duerp/domain/calendar';
import { UpdateSeanceRpsBodySchema, type DuerpDocument } from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { EditableArea } from '../../components/editable-area';
import { useRpsSave } from './use-rps-save';

/** The statement read to the group and agreed before any answer. */
export const CONFIDENTIALITY_STATEMENT =
  'Ce qui est dit pendant la séance reste entre les participants. Seule la réponse du groupe est notée, sans nom ni propos rapporté ; les situations concrètes sont décrites sans permettre de reconnaître une personne.';

type Field = 'date' | 'directionNom' | 'directionFonction' | 'personnelNom' | 'personnelFonction';

/** Before the session: date, the facilitating pair, how many take part, confidentiality. */
export function SeanceForm({
  duerp,
  unite,
  onStarted,
}: {
  duerp: DuerpDocument;
  unite: UniteRps;
  onStarted: () => void;
}) {
  const s = unite.seance;
  const [fields, setFields] = useState<Record<Field, string>>({
    date: s?.date ?? localDay(),
    directionNom: s?.animateurDirection.nom ?? '',
    directionFonction: s?.animateurDirection.fonction ?? '',
    personnelNom: s?.animateurPersonnel.nom ?? '',
    personnelFonction: s?.animateurPersonnel.fonction ?? '',
  });
  const [participants, setParticipants] = useState(s ? String(s.nombreParticipants) : '');
  const [agreed, setAgreed] = useState(s?.confidentialiteAcceptee ?? false);
  const [error, setError] = useState<string | null>(null);
  const { save, pending } = useRpsSave(duerp, 'updateSeanceRps');
  const warning = dialogueSocialWarning(duerp.data.risquesPsychosociaux);
  const text = (field: Field, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={fields[field]}
      maxLength={200}
      autoComplete="off"
      onChange={(e) => setFields((all) => ({ ...all, [field]: e.target.value }))}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const count = participants.trim() === '' ? Number.NaN : Number(participants);
    const parsed = UpdateSeanceRpsBodySchema.safeParse({
      idUniteRps: unite.idUniteRps,
      date: fields.date,
      animateurDirection: { nom: fields.directionNom, fonction: fields.directionFonction },
      animateurPersonnel: { nom: fields.personnelNom, fonction: fields.personnelFonction },
      nombreParticipants: count,
      confidentialiteAcceptee: agreed,
    });
    const problem = Number.isInteger(count) && seanceRefusal(count);
    if (problem || !parsed.success) {
      setError(problem || (parsed.error?.issues[0]?.message ?? RPS_MESSAGES.participantsInteger));
      return;
    }
    setError(null);
    await save(parsed.data, 'Séance enregistrée').then(onStarted, () => undefined);
  };

  return (
    <EditableArea>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-5">
        {warning && <Alert tone="warning">{warning}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('date', 'Date de la séance', 'date')}
          <TextField
            label="Nombre de participants"
            hint="Au moins 3, idéalement 5 ou 6 volontaires exposés aux mêmes situations. Aucun nom n'est demandé."
            inputMode="numeric"
            value={participants}
            onChange={(e) => setParticipants(e.target.value)}
            autoComplete="off"
            maxLength={4}
          />
        </div>
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            Animateur pour la direction
          </legend>
          {text('directionNom', 'Nom (direction)')}
          {text('directionFonction', 'Fonction (direction)')}
        </fieldset>
        <fieldset className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 text-sm font-semibold text-slate-900">
            Animateur pour le personnel (CSE, délégué)
          </legend>
          {text('personnelNom', 'Nom (personnel)')}
          {text('personnelFonction', 'Fonction (personnel)')}
        </fieldset>
        <div className="rounded-lg border border-blue-200 bg-blue-50 p-4">
          <p className="text-sm text-blue-950">{CONFIDENTIALITY_STATEMENT}</p>
          <Checkbox
            className="mt-3"
            label="Le groupe a pris connaissance de cet engagement de confidentialité et l'accepte"
            checked={agreed}
            onChange={(e) => setAgreed(e.target.checked)}
          />
        </div>
        <div aria-live="assertive" className="empty:hidden">
          {error && <Alert tone="error">{error}</Alert>}
        </div>
        <Button type="submit" loading={pending} className="min-h-12 w-full sm:w-auto">
          {s ? 'Enregistrer et reprendre la séance' : 'Commencer la séance'}
        </Button>
      </form>
    </EditableArea>
  );
}
