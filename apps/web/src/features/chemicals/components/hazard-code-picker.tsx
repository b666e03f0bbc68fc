import { useId, useState } from 'react';
import { CHEMICAL_MESSAGES, parseHazardCodes } from '@duerp/domain/chemicals';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { HazardReference } from '../api/reference';

/** `H350 — Peut provoquer le cancer` as offered by the list: the code is before the dash. */
const codePart = (entry: string) => entry.split(' — ')[0] ?? '';

/**
 * The product's hazard statements: typed or picked from the CLP table (with their French
 * wording), several at once as a label prints them (`H225, H304+H340`).
 */
export function HazardCodePicker({
  reference,
  value,
  onChange,
  error,
}: {
  reference: HazardReference;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}) {
  const id = useId();
  const [entry, setEntry] = useState('');
  const [rejected, setRejected] = useState<string | null>(null);
  const wording = new Map(reference.mentionsDanger.map((m) => [m.code, m.libelle]));
  const add = () => {
    const { codes, rejected: bad } = parseHazardCodes(entry.split(/[,;]/).map(codePart).join(','));
    setRejected(bad[0] === undefined ? null : CHEMICAL_MESSAGES.hazardCodeInvalid(bad[0]));
    if (codes.length > 0) onChange([...value, ...codes.filter((c) => !value.includes(c))]);
    if (bad.length === 0) setEntry('');
  };
  const message = rejected ?? error;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        Mentions de danger (H…)
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          list={`${id}-list`}
          value={entry}
          onChange={(e) => setEntry(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          placeholder="H225, H350…"
          aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
          aria-invalid={message ? true : undefined}
          className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
        />
        <Button variant="secondary" onClick={add} disabled={entry.trim() === ''}>
          Ajouter
        </Button>
      </div>
      <datalist id={`${id}-list`}>
        {reference.mentionsDanger.map((m) => (
          <option key={m.code} value={`${m.code} — ${m.libelle}`} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        Rubrique 2 de la fiche de données de sécurité ; plusieurs à la fois, séparées par des
        virgules.
      </p>
      {message && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {message}
        </p>
      )}
      {value.length > 0 && (
        <ul aria-label="Mentions de danger retenues" className="mt-2 space-y-1">
          {value.map((code) => (
            <li
              key={code}
              className="flex items-start justify-between gap-2 rounded-lg bg-slate-100 px-3 py-1 text-sm"
            >
              <span className="min-w-0 break-words">
                <strong>{code}</strong> {wording.get(code) ?? ''}
              </span>
              <button
                type="button"
                onClick={() => onChange(value.filter((c) => c !== code))}
                aria-label={`Retirer ${code}`}
                className="-my-1 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200"
              >
                <Icon name="close" round={false} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
