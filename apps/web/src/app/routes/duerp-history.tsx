import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { canDo } from '@duerp/domain';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiStatus } from '@/lib/api-errors';
import { cacheDuerp, duerpKeys } from '@/features/duerp/api/cache';
import { useDuerp } from '@/features/duerp/api/get-duerp';
import { DuerpLoadError } from '@/features/duerp/components/duerp-load-error';
import { HistoryPage } from '@/features/history';
import { useDocumentRole } from '../use-document-role';

/** Not in SPEC (issue 29): /duerps/{duerpId}/historique, "Historique des modifications". */
export function DuerpHistoryRoute() {
  const { duerpId = '' } = useParams();
  const client = useQueryClient();
  const duerp = useDuerp(duerpId);
  const { pending, role } = useDocumentRole(duerpId);
  if (duerp.isPending || pending) return <PageSpinner />;
  if (duerp.isError) return <DuerpLoadError notFound={isApiStatus(duerp.error, 404)} />;
  return (
    <HistoryPage
      key={duerpId}
      duerp={duerp.data}
      // Unknown role: the button shows and the server decides.
      canWrite={role === null || canDo(role, 'write')}
      onRestored={(document) => cacheDuerp(client, document)}
      onStale={() => void client.invalidateQueries({ queryKey: duerpKeys.detail(duerpId) })}
    />
  );
}
