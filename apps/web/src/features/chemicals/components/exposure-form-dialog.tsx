import { toast } from 'sonner';
import { todayInParis } from '@duerp/domain/calendar';
import { ExposureBodySchema, type Exposure } from '@duerp/domain/chemicals';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/form-fields';
import { CancelAndSubmit } from '@/components/ui/form-footer';
import { TextField } from '@/components/ui/text-field';
import { useSaveExposure } from '../api/exposures';
import { useSchemaForm } from '../hooks/use-schema-form';

const valuesOf = (e: Exposure | null) => ({
  travailleur: e?.travailleur ?? '',
  poste: e?.poste ?? '',
  nature: e?.nature ?? '',
  duree: e?.duree ?? '',
  degre: e?.degre ?? '',
  dateDebut: e?.dateDebut ?? '',
  dateFin: e?.dateFin ?? '',
});

/** A worker who may be exposed to a CMR product: who, at which post, how, how long, how much. */
export function ExposureFormDialog({
  espaceId,
  product,
  exposure,
  onClose,
}: {
  espaceId: string;
  product: { id: string; nomCommercial: string };
  exposure: Exposure | null;
  onClose: () => void;
}) {
  const save = useSaveExposure(espaceId);
  const {
    text: field,
    errors,
    onSubmit,
  } = useSchemaForm({
    initial: () => valuesOf(exposure),
    schema: ExposureBodySchema,
    toInput: (values) => ({
      ...values,
      dateDebut: values.dateDebut || null,
      dateFin: values.dateFin || null,
    }),
    send: (body) =>
      save.mutateAsync({ productId: product.id, entryId: exposure?.id ?? null, body }),
    done: () => {
      toast.success(exposure ? 'Ligne corrigée' : 'Travailleur ajouté à la liste');
      onClose();
    },
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={exposure ? 'Corriger la ligne' : 'Ajouter un travailleur exposé'}
      description={`Produit : ${product.nomCommercial}`}
      size="md"
    >
      <form onSubmit={onSubmit} noValidate className="mt-3 space-y-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Travailleur"
            maxLength={200}
            autoComplete="off"
            {...field('travailleur')}
          />
          <TextField label="Poste (facultatif)" maxLength={200} {...field('poste')} />
        </div>
        <TextAreaField
          label="Nature de l'exposition"
          hint="Tâche, voie d'exposition"
          maxLength={2000}
          {...field('nature')}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label="Durée" hint="« 2 h par semaine »" maxLength={200} {...field('duree')} />
          <TextField
            label="Degré"
            hint="Faible, moyen, élevé, mesure…"
            maxLength={200}
            {...field('degre')}
          />
          <TextField
            type="date"
            label="Début (facultatif)"
            max={todayInParis()}
            {...field('dateDebut')}
          />
          <TextField
            type="date"
            label="Fin (facultatif)"
            max={todayInParis()}
            {...field('dateFin')}
          />
        </div>
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        <CancelAndSubmit onCancel={onClose} pending={save.isPending}>
          {exposure ? 'Enregistrer' : 'Ajouter à la liste'}
        </CancelAndSubmit>
      </form>
    </Dialog>
  );
}
