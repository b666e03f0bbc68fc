import { useState } from 'react';
import { toast } from 'sonner';
import {
  REMINDER_TYPE_LABELS,
  REMINDER_TYPES,
  type ReminderPreferences,
  type ReminderType,
} from '@duerp/domain/living-document';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { toastApiError } from '@/lib/api-errors';
import { useReminderPreferences, useSaveReminderPreferences } from '../api/reminder-preferences';

/** The reminder e-mails the account receives, each switched on or off at once. */
export function ReminderPreferencesSection() {
  const query = useReminderPreferences();
  const save = useSaveReminderPreferences();
  // Shown at once while it saves; dropped (so the stored choice shows again) when it fails.
  const [draft, setDraft] = useState<ReminderPreferences | null>(null);
  const shown = draft ?? query.data;
  const onChange = async (type: ReminderType, enabled: boolean) => {
    if (!shown) return;
    const next = { ...shown, [type]: enabled };
    setDraft(next);
    try {
      await save.mutateAsync(next);
      toast.success(enabled ? 'Rappel activé' : 'Rappel désactivé');
    } catch (error) {
      toastApiError(error);
    } finally {
      setDraft(null);
    }
  };
  return (
    <section
      aria-labelledby="reminders-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="reminders-title" className="text-lg font-semibold">
        Rappels par e-mail
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Nous vous écrivons quand la mise à jour de vos DUERP approche et quand des actions de
        prévention sont en retard. Chaque e-mail contient aussi un lien de désabonnement.
      </p>
      {query.isPending ? (
        <p className="mt-3 text-sm text-slate-600" role="status">
          Chargement de vos préférences…
        </p>
      ) : query.isError || !shown ? (
        <div className="mt-3">
          <Alert tone="error">Impossible de charger vos préférences de rappel.</Alert>
        </div>
      ) : (
        <fieldset className="mt-4 space-y-3" disabled={save.isPending}>
          <legend className="sr-only">Rappels à recevoir</legend>
          {REMINDER_TYPES.map((type) => (
            <Checkbox
              key={type}
              label={REMINDER_TYPE_LABELS[type]}
              checked={shown[type]}
              onChange={(event) => void onChange(type, event.target.checked)}
            />
          ))}
        </fieldset>
      )}
    </section>
  );
}
