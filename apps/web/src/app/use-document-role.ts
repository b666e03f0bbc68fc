import type { EspaceRole } from '@duerp/domain';
import { useDuerp } from '@/features/duerp/api/get-duerp';
import { useCurrentEspace } from '@/features/espaces/hooks/use-current-espace';

/**
 * The person's role on a DUERP: their role in the espace that owns it (whichever espace is
 * current). `pending` until both are known; `role` null when unknown (every control shows and
 * the server decides).
 */
export function useDocumentRole(duerpId: string): { pending: boolean; role: EspaceRole | null } {
  const duerp = useDuerp(duerpId);
  const { loading, list, current } = useCurrentEspace();
  if (duerp.isPending || loading) return { pending: true, role: null };
  const espaceId = duerp.data?.espaceId;
  const espace = espaceId ? list.find((e) => e.id === espaceId) : current;
  return { pending: false, role: espace?.role ?? null };
}
