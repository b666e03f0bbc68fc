import { useState } from 'react';
import { toast } from 'sonner';
import { SPST_TEXTS, SpstSettingsBodySchema, type SpstSettings } from '@duerp/domain/compliance';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { describeApiError } from '@/lib/api-errors';
import { useSaveSpstSettings, useSpstSettings } from '../api/spst-settings';

/** The espace's SPST, where versions are sent: edited by its Propriétaires, read by the others. */
export function SpstSettingsSection({
  espaceId,
  canManage,
}: {
  espaceId: string;
  canManage: boolean;
}) {
  const query = useSpstSettings(espaceId);
  return (
    <section aria-labelledby="spst-settings-title" className="space-y-3">
      <h2 id="spst-settings-title" className="text-lg font-semibold text-slate-900">
        {SPST_TEXTS.settingsTitle}
      </h2>
      {query.isPending ? (
        <p className="text-sm text-slate-600">Chargement…</p>
      ) : query.isError ? (
        <Alert tone="error">{describeApiError(query.error)}</Alert>
      ) : (
        <SpstSettingsForm
          key={JSON.stringify(query.data)}
          espaceId={espaceId}
          settings={query.data}
          canManage={canManage}
        />
      )}
    </section>
  );
}

function SpstSettingsForm({
  espaceId,
  settings,
  canManage,
}: {
  espaceId: string;
  settings: SpstSettings;
  canManage: boolean;
}) {
  const [values, setValues] = useState(settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSpstSettings();
  const set = (key: keyof SpstSettings) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = SpstSettingsBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ espaceId, body: parsed.data });
      toast.success('Service de prévention enregistré');
    } catch (error) {
      setErrors({ form: describeApiError(error) });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="max-w-xl space-y-3">
      <p className="text-sm text-slate-700">
        Chaque version du document unique lui est transmise (article L4121-3-1 du code du travail),
        depuis « Historique des versions ».
      </p>
      <TextField
        label="Nom du service"
        value={values.nom}
        onChange={set('nom')}
        readOnly={!canManage}
        maxLength={200}
        error={errors.nom}
      />
      <TextAreaField
        label="Adresse"
        value={values.adresse}
        onChange={set('adresse')}
        readOnly={!canManage}
        maxLength={500}
        error={errors.adresse}
      />
      <TextField
        type="email"
        label="Adresse e-mail"
        value={values.email}
        onChange={set('email')}
        readOnly={!canManage}
        autoComplete="off"
        error={errors.email}
      />
      {errors.form && <Alert tone="error">{errors.form}</Alert>}
      {canManage && (
        <Button type="submit" loading={save.isPending}>
          Enregistrer le service
        </Button>
      )}
    </form>
  );
}
