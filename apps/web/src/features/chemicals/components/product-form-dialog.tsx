import { toast } from 'sonner';
import {
  FREQUENCE_LABELS,
  FREQUENCES,
  ProductBodySchema,
  cmrClassOf,
  type Frequence,
  type PictogramCode,
  type Product,
  type ProductUnitLink,
} from '@duerp/domain/chemicals';
import { todayInParis } from '@duerp/domain/calendar';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/form-fields';
import { CancelAndSubmit, FormFooter } from '@/components/ui/form-footer';
import { TextField } from '@/components/ui/text-field';
import type { EspaceUnit } from '../api/espace-units';
import { useSaveProduct } from '../api/products';
import type { HazardReference } from '../api/reference';
import { useSchemaForm } from '../hooks/use-schema-form';
import { HazardCodePicker } from './hazard-code-picker';
import { PictogramPicker } from './pictogram-picker';
import { CMR_LABELS } from './product-badges';
import { UnitPicker } from './unit-picker';

interface Values {
  nomCommercial: string;
  fournisseur: string;
  usage: string;
  quantite: string;
  frequence: Frequence | '';
  unitesDeTravail: ProductUnitLink[];
  /** One name a line. */
  utilisateurs: string;
  pictogrammes: PictogramCode[];
  mentionsDanger: string[];
  fdsDateRevision: string;
}

const valuesOf = (p: Product | null): Values => ({
  nomCommercial: p?.nomCommercial ?? '',
  fournisseur: p?.fournisseur ?? '',
  usage: p?.usage ?? '',
  quantite: p?.quantite ?? '',
  frequence: p?.frequence ?? '',
  unitesDeTravail: p?.unitesDeTravail ?? [],
  utilisateurs: p?.utilisateurs.join('\n') ?? '',
  pictogrammes: p?.pictogrammes ?? [],
  mentionsDanger: p?.mentionsDanger ?? [],
  fdsDateRevision: p?.fdsDateRevision ?? '',
});

/** Adds a product to the register, or corrects one (`product`): every field of its form. */
export function ProductFormDialog({
  espaceId,
  product,
  units,
  reference,
  onClose,
}: {
  espaceId: string;
  product: Product | null;
  units: EspaceUnit[];
  reference: HazardReference;
  onClose: () => void;
}) {
  const save = useSaveProduct(espaceId);
  const { values, set, text, errors, onSubmit } = useSchemaForm({
    initial: () => valuesOf(product),
    schema: ProductBodySchema,
    toInput: (values) => ({
      ...values,
      frequence: values.frequence || null,
      utilisateurs: values.utilisateurs
        .split('\n')
        .map((name) => name.trim())
        .filter(Boolean),
      fdsDateRevision: values.fdsDateRevision || null,
    }),
    send: (body) => save.mutateAsync({ productId: product?.id ?? null, body }),
    done: () => {
      toast.success(product ? 'Produit enregistré' : 'Produit ajouté au registre');
      onClose();
    },
  });
  const cmr = cmrClassOf(values.mentionsDanger);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={product ? `Modifier « ${product.nomCommercial} »` : 'Ajouter un produit'}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField label="Nom commercial" required maxLength={200} {...text('nomCommercial')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Fournisseur" maxLength={200} {...text('fournisseur')} />
          <TextField
            label="Quantité"
            hint="Comme vous la comptez : « 5 L par mois »"
            maxLength={200}
            {...text('quantite')}
          />
        </div>
        <TextAreaField label="Usage" maxLength={2000} {...text('usage')} />
        <SelectField
          label="Fréquence d'utilisation"
          value={values.frequence}
          onChange={(e) => set('frequence', e.target.value as Frequence | '')}
          error={errors.frequence}
        >
          <option value="">Non précisée</option>
          {FREQUENCES.map((f) => (
            <option key={f} value={f}>
              {FREQUENCE_LABELS[f]}
            </option>
          ))}
        </SelectField>
        <UnitPicker
          units={units}
          value={values.unitesDeTravail}
          onChange={(v) => set('unitesDeTravail', v)}
        />
        <TextAreaField
          label="Utilisateurs (facultatif)"
          hint="Un nom par ligne"
          {...text('utilisateurs')}
        />
        <PictogramPicker
          pictograms={reference.pictogrammes}
          value={values.pictogrammes}
          onChange={(v) => set('pictogrammes', v)}
        />
        <HazardCodePicker
          reference={reference}
          value={values.mentionsDanger}
          onChange={(v) => set('mentionsDanger', v)}
          error={errors.mentionsDanger}
        />
        <p role="status" className="text-sm text-slate-800">
          Classement CMR :{' '}
          <strong className={cmr ? 'text-red-800' : undefined}>
            {cmr ? CMR_LABELS[cmr] : 'non CMR'}
          </strong>
          {cmr === 'avere' &&
            ' — recherchez un produit de substitution et tenez la liste des travailleurs exposés.'}
        </p>
        <TextField
          type="date"
          label="Date de révision de la FDS"
          max={todayInParis()}
          {...text('fdsDateRevision')}
        />
        <FormFooter>
          {errors.form && <Alert tone="error">{errors.form}</Alert>}
          {Object.keys(errors).length > 0 && !errors.form && (
            <Alert tone="error">Corrigez les champs signalés.</Alert>
          )}
          <CancelAndSubmit onCancel={onClose} pending={save.isPending}>
            {product ? 'Enregistrer' : 'Ajouter le produit'}
          </CancelAndSubmit>
        </FormFooter>
      </form>
    </Dialog>
  );
}
