import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { EspaceRole } from '@duerp/domain/espaces';
import { useDuerp } from '@/features/duerp';
import { espaceKeys, useCurrentEspace } from '@/features/espaces';
import { openedDocumentEspace, useDocumentUnreachable } from '@/lib/opened-documents';

export interface DocumentRole {
  pending: boolean;
  /** Null when unknown: every control shows and the server decides. */
  role: EspaceRole | null;
  /** Issue 47: a document this tab had open answers as gone (read-only from then on). */
  unreachable: boolean;
  /** Issue 47: … and its espace is no longer the person's. */
  accessLost: boolean;
}

/**
 * The person's role on a DUERP: their role in the espace that owns it (whichever espace is
 * current). `pending` until both are known. A document this tab had open that now answers as gone
 * is read-only at once; the person's espaces are read again to tell a lost access.
 */
export function useDocumentRole(duerpId: string): DocumentRole {
  const duerp = useDuerp(duerpId);
  const client = useQueryClient();
  const { loading, list, current } = useCurrentEspace();
  const unreachable = useDocumentUnreachable(duerpId);
  useEffect(() => {
    if (unreachable) void client.invalidateQueries({ queryKey: espaceKeys.mine() });
  }, [client, unreachable]);
  if (unreachable) {
    const espaceId = openedDocumentEspace(duerpId);
    const accessLost = espaceId !== null && !loading && !list.some((e) => e.id === espaceId);
    return { pending: loading, role: 'lecteur', unreachable, accessLost };
  }
  if (duerp.isPending || loading)
    return { pending: true, role: null, unreachable, accessLost: false };
  const espaceId = duerp.data?.espaceId;
  const espace = espaceId ? list.find((e) => e.id === espaceId) : current;
  return { pending: false, role: espace?.role ?? null, unreachable, accessLost: false };
}
