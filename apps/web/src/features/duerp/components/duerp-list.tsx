import { useState } from 'react';
import { toast } from 'sonner';
import { DUERP_MESSAGES, type DuerpDocument } from '@duerp/domain/duerp';
import { toastApiError } from '@/lib/api-errors';
import { useDeleteDuerp } from '../api/delete-duerp';
import { useDuplicateDuerp } from '../api/duplicate-duerp';
import { CreateDuerpTile } from './create-duerp-tile';
import { DuerpCard } from './duerp-card';
import { DeleteDuerpDialog } from './delete-duerp-dialog';
import { DuplicateDialog } from './duplicate-dialog';
import { useDuerpPermissions } from './duerp-role';

type PendingAction = { kind: 'duplicate' | 'delete'; duerp: DuerpDocument } | null;

/** The cards, the create tile, and the duplicate/delete confirmations (/duerps). */
export function DuerpList({
  duerps,
  limitReached,
}: {
  duerps: DuerpDocument[];
  /** The account holds its maximum of DUERP: creating and duplicating say so up front. */
  limitReached: boolean;
}) {
  const [pending, setPending] = useState<PendingAction>(null);
  const duplicate = useDuplicateDuerp();
  const remove = useDeleteDuerp();
  const can = useDuerpPermissions();

  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'duplicate') {
        await duplicate.mutateAsync(pending.duerp.id);
        toast.success(DUERP_MESSAGES.duplicated);
      } else {
        await remove.mutateAsync(pending.duerp.id);
        toast.success(DUERP_MESSAGES.deleted);
      }
    } catch (error) {
      toastApiError(error);
      throw error;
    }
  };
  const close = (open: boolean) => !open && setPending(null);
  const name = pending?.duerp.displayName ?? '';

  return (
    <>
      {duerps.length === 0 && <p className="mb-4 text-slate-700">Aucun DUERP trouvé.</p>}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {duerps.map((duerp) => (
          <li key={duerp.id} className="flex">
            <div className="flex-1 [&>article]:h-full">
              <DuerpCard
                duerp={duerp}
                onDuplicate={(d) => setPending({ kind: 'duplicate', duerp: d })}
                onDelete={(d) => setPending({ kind: 'delete', duerp: d })}
              />
            </div>
          </li>
        ))}
        {can.write && (
          <li className="flex">
            <div className="flex-1 [&>*]:h-full">
              <CreateDuerpTile limitReached={limitReached} />
            </div>
          </li>
        )}
      </ul>
      <DuplicateDialog
        open={pending?.kind === 'duplicate'}
        onOpenChange={close}
        name={name}
        limitReached={limitReached}
        onConfirm={confirm}
      />
      <DeleteDuerpDialog
        open={pending?.kind === 'delete'}
        onOpenChange={close}
        name={name}
        onConfirm={confirm}
      />
    </>
  );
}
