import { useState } from 'react';
import {
  EVENEMENT_TYPE_LABELS,
  EVENEMENT_TYPES,
  type EvenementType,
} from '@duerp/domain/living-document';
import type { ConvertObservationBody, Observation } from '@duerp/domain/collaboration';
import { formatDateTime } from '@duerp/domain/calendar';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';

type Mode = null | 'risque' | 'action' | 'evenement';

/** One observation and what it may become: a risk, an action, an event, or archived. */
export function ObservationCard({
  observation: o,
  busy,
  onProcess,
}: {
  observation: Observation;
  busy: boolean;
  onProcess: (body: ConvertObservationBody | 'archiver') => void;
}) {
  const [mode, setMode] = useState<Mode>(null);
  const [name, setName] = useState(o.texte.split('\n')[0]!.slice(0, 80));
  const [responsable, setResponsable] = useState('');
  const [date, setDate] = useState('');
  const [type, setType] = useState<EvenementType>('information_nouvelle');
  return (
    <li className="rounded-lg border border-amber-300 bg-amber-50/50 p-3">
      <p className="text-xs text-slate-700">
        <span className="font-semibold text-slate-900">{o.uniteDisplayName}</span>
        {o.risqueDisplayName && ` · ${o.risqueDisplayName}`} · {formatDateTime(o.recueLe)}
        {o.prenom && ` · ${o.prenom}`}
        {o.lien && ` · lien « ${o.lien} »`}
      </p>
      <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">{o.texte}</p>
      {mode === null ? (
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" className="min-h-9" onClick={() => setMode('risque')}>
            Créer un risque
          </Button>
          {o.idRisque && (
            <Button variant="secondary" className="min-h-9" onClick={() => setMode('action')}>
              Créer une action
            </Button>
          )}
          <Button variant="secondary" className="min-h-9" onClick={() => setMode('evenement')}>
            Signaler un événement
          </Button>
          <Button
            variant="ghost"
            className="min-h-9"
            loading={busy}
            onClick={() => onProcess('archiver')}
          >
            Archiver
          </Button>
        </div>
      ) : (
        <form
          className="mt-3 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (mode === 'risque') onProcess({ en: 'risque', displayName: name });
            if (mode === 'action') onProcess({ en: 'action', responsable, date });
            if (mode === 'evenement') onProcess({ en: 'evenement', type });
          }}
        >
          {mode === 'risque' && (
            <TextField
              label={`Nom du risque (unité « ${o.uniteDisplayName} »)`}
              value={name}
              maxLength={300}
              onChange={(e) => setName(e.target.value)}
            />
          )}
          {mode === 'action' && (
            <>
              <TextField
                label="Responsable"
                value={responsable}
                onChange={(e) => setResponsable(e.target.value)}
              />
              <TextField
                label="Échéance"
                type="date"
                value={date}
                onChange={(e) => setDate(e.target.value)}
              />
            </>
          )}
          {mode === 'evenement' && (
            <SelectField
              label="Type d’événement"
              value={type}
              onChange={(e) => setType(e.target.value as EvenementType)}
            >
              {EVENEMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {EVENEMENT_TYPE_LABELS[t]}
                </option>
              ))}
            </SelectField>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={busy}>
              {mode === 'risque'
                ? 'Créer le risque'
                : mode === 'action'
                  ? 'Créer l’action'
                  : 'Signaler l’événement'}
            </Button>
            <Button variant="secondary" onClick={() => setMode(null)}>
              Annuler
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
