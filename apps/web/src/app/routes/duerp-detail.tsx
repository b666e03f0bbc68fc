import { useParams, useSearchParams } from 'react-router';
import { DUERP_MESSAGES } from '@duerp/domain';
import { Alert } from '@/components/ui/alert';
import { DocumentPage } from '@/features/duerp/document/components/document-page';
import { useDuerpLimit } from '../use-duerp-limit';

/** SPEC §2 /duerps/{duerpId}, optional query highlightversionid. */
export function DuerpDetailRoute() {
  const { duerpId = '' } = useParams();
  const [params] = useSearchParams();
  const { limitReached } = useDuerpLimit();
  if (!duerpId) return <Alert tone="error">{DUERP_MESSAGES.idMissing}</Alert>;
  return (
    <DocumentPage
      key={duerpId}
      duerpId={duerpId}
      highlightVersionId={params.get('highlightversionid')}
      limitReached={limitReached}
    />
  );
}
