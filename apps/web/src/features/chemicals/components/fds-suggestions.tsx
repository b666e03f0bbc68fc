import { useState } from 'react';
import { todayInParis } from '@duerp/domain/calendar';
import type { Product } from '@duerp/domain/chemicals';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { HazardReference } from '../api/reference';

export interface Suggestions {
  texteLu: boolean;
  mentionsDanger: string[];
}

/**
 * The codes read in the sheet, each retained by a click (or all at once), with the sheet's
 * revision date; « Enregistrer » adds what was retained to the product.
 */
export function FdsSuggestions({
  product,
  suggestions,
  reference,
  saving,
  onConfirm,
  onCancel,
}: {
  product: Product;
  suggestions: Suggestions;
  reference: HazardReference;
  saving: boolean;
  onConfirm: (codes: string[], fdsDateRevision: string | null) => void;
  onCancel: () => void;
}) {
  const wording = new Map(reference.mentionsDanger.map((m) => [m.code, m.libelle]));
  const fresh = suggestions.mentionsDanger.filter((c) => !product.mentionsDanger.includes(c));
  const [retained, setRetained] = useState<string[]>([]);
  const [date, setDate] = useState(product.fdsDateRevision ?? '');
  const toggle = (code: string) =>
    setRetained((r) => (r.includes(code) ? r.filter((c) => c !== code) : [...r, code]));
  return (
    <div className="space-y-4">
      <Alert tone="success">Fiche enregistrée.</Alert>
      {!suggestions.texteLu ? (
        <Alert tone="warning">
          Le texte de cette fiche n'a pas pu être lu (fiche scannée ou protégée) : saisissez ses
          mentions de danger dans « Modifier ».
        </Alert>
      ) : fresh.length === 0 ? (
        <p className="text-sm text-slate-700">
          {suggestions.mentionsDanger.length === 0
            ? 'Aucune mention de danger trouvée dans la rubrique 2 de la fiche.'
            : 'Les mentions de danger de la rubrique 2 sont déjà toutes sur le produit.'}
        </p>
      ) : (
        <section aria-labelledby="fds-suggestions-title" className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 id="fds-suggestions-title" className="font-semibold text-slate-900">
              Mentions de danger trouvées dans la rubrique 2
            </h3>
            <Button
              variant="secondary"
              onClick={() => setRetained(fresh)}
              disabled={retained.length === fresh.length}
            >
              Tout retenir
            </Button>
          </div>
          <p className="text-sm text-slate-700">
            Vérifiez chacune sur la fiche : rien n'est ajouté au produit sans votre accord.
          </p>
          <ul className="space-y-1">
            {fresh.map((code) => {
              const on = retained.includes(code);
              return (
                <li
                  key={code}
                  className="flex items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-1 text-sm"
                >
                  <span className="min-w-0 break-words">
                    <strong>{code}</strong> {wording.get(code) ?? ''}
                  </span>
                  <Button
                    variant={on ? 'primary' : 'secondary'}
                    aria-pressed={on}
                    aria-label={`Retenir ${code}`}
                    onClick={() => toggle(code)}
                    className="shrink-0"
                  >
                    {on ? 'Retenue' : 'Retenir'}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <TextField
        type="date"
        label="Date de révision de la FDS"
        hint="Imprimée en tête de la fiche"
        max={todayInParis()}
        value={date}
        onChange={(e) => setDate(e.target.value)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Fermer sans rien ajouter
        </Button>
        <Button loading={saving} onClick={() => onConfirm(retained, date || null)}>
          {retained.length > 0
            ? `Ajouter ${retained.length} mention(s) et enregistrer`
            : 'Enregistrer'}
        </Button>
      </div>
    </div>
  );
}
