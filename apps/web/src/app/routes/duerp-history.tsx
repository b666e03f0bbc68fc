import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { canDo } from '@duerp/domain/espaces';
import { cacheDuerp, duerpKeys, useDuerp } from '@/features/duerp';
import { HistoryPage } from '@/features/history';
import { DocumentFrame } from '../document-frame';

/** Added by issue 29: /duerps/{duerpId}/historique, "Historique des modifications". */
export function DuerpHistoryRoute() {
  const { duerpId = '' } = useParams();
  const client = useQueryClient();
  const duerp = useDuerp(duerpId);
  return (
    <DocumentFrame duerpId={duerpId}>
      {(role) =>
        duerp.data && (
          <HistoryPage
            key={duerpId}
            duerp={duerp.data}
            // Unknown role: the button shows and the server decides.
            canWrite={role === null || canDo(role, 'write')}
            onRestored={(document) => cacheDuerp(client, document)}
            onStale={() => void client.invalidateQueries({ queryKey: duerpKeys.detail(duerpId) })}
          />
        )
      }
    </DocumentFrame>
  );
}
