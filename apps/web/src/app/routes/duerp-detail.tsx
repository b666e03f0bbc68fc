import { useParams, useSearchParams } from 'react-router';
import { DUERP_MESSAGES } from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';
import { DocumentPage } from '@/features/document-page';
import { PhotosScope } from '@/features/photos';
import { DocumentFrame } from '../document-frame';
import { useDuerpLimit } from '../use-duerp-limit';

/** /duerps/{duerpId}, optional query highlightversionid; read-only to a Lecteur. */
export function DuerpDetailRoute() {
  const { duerpId = '' } = useParams();
  const [params] = useSearchParams();
  const { limitReached } = useDuerpLimit();
  if (!duerpId) return <Alert tone="error">{DUERP_MESSAGES.idMissing}</Alert>;
  return (
    <DocumentFrame duerpId={duerpId}>
      {(role) => (
        <PhotosScope source={{ kind: 'draft', duerpId }} editable={role !== 'lecteur'}>
          <DocumentPage
            key={duerpId}
            duerpId={duerpId}
            highlightVersionId={params.get('highlightversionid')}
            limitReached={limitReached}
          />
        </PhotosScope>
      )}
    </DocumentFrame>
  );
}
