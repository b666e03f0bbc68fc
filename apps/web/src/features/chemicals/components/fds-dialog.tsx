import { useState } from 'react';
import { toast } from 'sonner';
import { formatMegabytes } from '@duerp/domain/photos';
import {
  CHEMICAL_MESSAGES,
  FDS_MAX_BYTES,
  ProductBodySchema,
  type Product,
} from '@duerp/domain/chemicals';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { describeApiError } from '@/lib/api-errors';
import { useSaveProduct, useUploadFds } from '../api/products';
import type { HazardReference } from '../api/reference';
import { fieldErrors, productBodyOf } from '../utils/product-body';
import { FdsSuggestions, type Suggestions } from './fds-suggestions';

/**
 * Sends a product's safety data sheet (PDF), then offers the H-codes the server read in its
 * section 2: none is added to the product until the person retains it and saves.
 */
export function FdsDialog({
  espaceId,
  product,
  reference,
  onClose,
}: {
  espaceId: string;
  product: Product;
  reference: HazardReference;
  onClose: () => void;
}) {
  const upload = useUploadFds(espaceId);
  const save = useSaveProduct(espaceId);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ produit: Product; suggestions: Suggestions } | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > FDS_MAX_BYTES) return setError(CHEMICAL_MESSAGES.fdsTooLarge(FDS_MAX_BYTES));
    try {
      setAnswer(await upload.mutateAsync({ productId: product.id, file }));
    } catch (e) {
      setError(describeApiError(e));
    }
  };

  const confirm = async (codes: string[], fdsDateRevision: string | null) => {
    const current = answer?.produit ?? product;
    const parsed = ProductBodySchema.safeParse({
      ...productBodyOf(current),
      mentionsDanger: [...current.mentionsDanger, ...codes],
      fdsDateRevision,
    });
    if (!parsed.success) return setError(Object.values(fieldErrors(parsed.error.issues))[0] ?? '');
    try {
      await save.mutateAsync({ productId: product.id, body: parsed.data });
      toast.success('Fiche de données de sécurité enregistrée');
      onClose();
    } catch (e) {
      setError(describeApiError(e));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Fiche de données de sécurité — ${product.nomCommercial}`}
      size="md"
    >
      <div className="space-y-4">
        {answer === null ? (
          <div className="space-y-2">
            <label htmlFor="fds-file" className="block text-sm font-medium text-slate-800">
              Fichier PDF de la fiche
            </label>
            <input
              id="fds-file"
              type="file"
              accept="application/pdf,.pdf"
              disabled={upload.isPending}
              aria-describedby="fds-file-hint"
              onChange={(e) => void send(e.target.files?.[0])}
              className="block min-h-11 w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold"
            />
            <p id="fds-file-hint" className="text-xs text-slate-600">
              PDF, {formatMegabytes(FDS_MAX_BYTES)} au plus. Les mentions de danger de sa rubrique 2
              vous seront proposées.
            </p>
            {upload.isPending && <Alert tone="info">Envoi et lecture de la fiche…</Alert>}
          </div>
        ) : (
          <FdsSuggestions
            product={answer.produit}
            suggestions={answer.suggestions}
            reference={reference}
            saving={save.isPending}
            onConfirm={(codes, date) => void confirm(codes, date)}
            onCancel={onClose}
          />
        )}
        {error && <Alert tone="error">{error}</Alert>}
        {answer === null && (
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose} disabled={upload.isPending}>
              Annuler
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
