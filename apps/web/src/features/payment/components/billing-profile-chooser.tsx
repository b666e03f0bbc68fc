import { useId, useState } from 'react';
import type { BillingProfile } from '@duerp/domain/payment';
import { Button } from '@/components/ui/button';
import { BillingAddress } from './billing-address';
import { BillingProfileDialog } from './billing-profile-dialog';

export interface BillingProfileChooserProps {
  profiles: BillingProfile[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Shown under the list, e.g. 'Veuillez sélectionner un profil de facturation.'. */
  error?: string | null;
}

type Editing = { profile: BillingProfile | null } | null;

/** The basket's billing-profile choice: one radio per profile, add or edit in the modal. */
export function BillingProfileChooser({
  profiles,
  selectedId,
  onSelect,
  error,
}: BillingProfileChooserProps) {
  const name = useId();
  const errorId = useId();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-lg font-semibold text-slate-900">Profil de facturation</legend>
      <p className="mt-1 text-sm text-slate-700">
        Les coordonnées qui figureront sur votre facture.
      </p>
      {profiles.length === 0 && (
        <p className="mt-3 text-sm text-slate-700">
          Vous n'avez pas encore de profil de facturation : ajoutez-en un.
        </p>
      )}
      <ul className="mt-3 space-y-2">
        {profiles.map((profile) => {
          const checked = profile.id === selectedId;
          return (
            <li
              key={profile.id}
              className={`flex items-start gap-3 rounded-lg border p-3 ${checked ? 'border-blue-600 bg-blue-50' : 'border-slate-300 bg-white'}`}
            >
              <input
                id={`${name}-${profile.id}`}
                type="radio"
                name={name}
                value={profile.id}
                checked={checked}
                onChange={() => onSelect(profile.id)}
                className="mt-1 h-5 w-5 shrink-0 accent-blue-700"
              />
              <label
                htmlFor={`${name}-${profile.id}`}
                className="min-w-0 flex-1 cursor-pointer break-words"
              >
                <span className="block font-semibold text-slate-900">
                  {profile.billingAddress.name}
                </span>
                <BillingAddress profile={profile} />
              </label>
              <Button
                variant="ghost"
                className="shrink-0"
                aria-label={`Modifier le profil « ${profile.billingAddress.name} »`}
                onClick={() => setEditing({ profile })}
              >
                Modifier
              </Button>
            </li>
          );
        })}
      </ul>
      {error && (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button variant="secondary" className="mt-3" onClick={() => setEditing({ profile: null })}>
        <span aria-hidden="true">+</span> Ajouter un profil
      </Button>
      <BillingProfileDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        profile={editing?.profile ?? null}
        onSaved={(saved) => onSelect(saved.id)}
      />
    </fieldset>
  );
}
