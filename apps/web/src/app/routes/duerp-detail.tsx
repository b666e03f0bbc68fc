import { useParams, useSearchParams } from 'react-router';
import { DUERP_MESSAGES } from '@duerp/domain';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/spinner';
import { DuerpRole } from '@/features/duerp/components/duerp-role';
import { DocumentPage } from '@/features/document-page';
import { PhotosScope } from '@/features/photos';
import { ReadOnlyBanner } from '@/features/espaces/components/read-only-banner';
import { useDocumentRole } from '../use-document-role';
import { useDuerpLimit } from '../use-duerp-limit';

/** SPEC §2 /duerps/{duerpId}, optional query highlightversionid; read-only to a Lecteur. */
export function DuerpDetailRoute() {
  const { duerpId = '' } = useParams();
  const [params] = useSearchParams();
  const { limitReached } = useDuerpLimit();
  const { pending, role } = useDocumentRole(duerpId);
  if (!duerpId) return <Alert tone="error">{DUERP_MESSAGES.idMissing}</Alert>;
  if (pending) return <PageSpinner />;
  return (
    <DuerpRole role={role}>
      {role === 'lecteur' && <ReadOnlyBanner />}
      <PhotosScope source={{ kind: 'draft', duerpId }} editable={role !== 'lecteur'}>
        <DocumentPage
          key={duerpId}
          duerpId={duerpId}
          highlightVersionId={params.get('highlightversionid')}
          limitReached={limitReached}
        />
      </PhotosScope>
    </DuerpRole>
  );
}
