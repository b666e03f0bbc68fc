import { toast } from 'sonner';
import type { DocumentWriteBody } from '@duerp/contract/document-writes';
import type { DuerpDocument } from '@duerp/domain/duerp';
import { useUpdateRps, type RpsWriteKey } from '../../api/update-rps';
import { describeApiError } from '@/lib/api-errors';

/** Sends an RPS write; a refusal is toasted with its French reason, then thrown (forms stay open). */
export function useRpsSave<K extends RpsWriteKey>(duerp: DuerpDocument, key: K) {
  const mutation = useUpdateRps(key);
  const save = async (body: DocumentWriteBody<K>, success?: string) => {
    try {
      await mutation.mutateAsync({ id: duerp.id, body });
      if (success) toast.success(success);
    } catch (error) {
      toast.error("Erreur : l'enregistrement a échoué", { description: describeApiError(error) });
      throw error;
    }
  };
  return { save, pending: mutation.isPending };
}
