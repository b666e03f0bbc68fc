import { useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAccountInfo } from '@/features/account/api/get-account-info';
import { DuerpRole } from '@/features/duerp/components/duerp-role';
import { DuerpEditor } from '@/features/editor';
import { PhotosScope } from '@/features/photos';
import { ReadOnlyBanner } from '@/features/espaces/components/read-only-banner';
import { useDocumentRole } from '../use-document-role';

/** SPEC §2 /duerps/{duerpId}/edit; to a Lecteur, the steps to look through, nothing to change. */
export function DuerpEditRoute() {
  const { duerpId = '' } = useParams();
  const account = useAccountInfo();
  const { pending, role } = useDocumentRole(duerpId);
  if (pending) return <PageSpinner />;
  return (
    <DuerpRole role={role}>
      {role === 'lecteur' && <ReadOnlyBanner />}
      <PhotosScope source={{ kind: 'draft', duerpId }} editable={role !== 'lecteur'}>
        <DuerpEditor key={duerpId} duerpId={duerpId} accountIsVip={account.data?.isVip ?? false} />
      </PhotosScope>
    </DuerpRole>
  );
}
