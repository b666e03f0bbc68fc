import { useParams } from 'react-router';
import { useAccountInfo } from '@/features/account/api/get-account-info';
import { DuerpEditor } from '@/features/duerp/editor/components/duerp-editor';

export function DuerpEditRoute() {
  const { duerpId = '' } = useParams();
  const account = useAccountInfo();
  return (
    <DuerpEditor key={duerpId} duerpId={duerpId} accountIsVip={account.data?.isVip ?? false} />
  );
}
