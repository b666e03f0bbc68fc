import { useParams } from 'react-router';
import { useAccountInfo } from '@/features/account';
import { DuerpEditor } from '@/features/editor';
import { PhotosScope } from '@/features/photos';
import { DocumentFrame } from '../document-frame';

/** /duerps/{duerpId}/edit; to a Lecteur, the steps to look through, nothing to change. */
export function DuerpEditRoute() {
  const { duerpId = '' } = useParams();
  const account = useAccountInfo();
  return (
    <DocumentFrame duerpId={duerpId}>
      {(role) => (
        <PhotosScope source={{ kind: 'draft', duerpId }} editable={role !== 'lecteur'}>
          <DuerpEditor
            key={duerpId}
            duerpId={duerpId}
            accountIsVip={account.data?.isVip ?? false}
          />
        </PhotosScope>
      )}
    </DocumentFrame>
  );
}
