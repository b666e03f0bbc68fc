import { PageSpinner } from '@/components/ui/spinner';
import { useAccountInfo } from '@/features/account';
import { usePrices } from '@/features/payment';
import { NewDuerpEditor } from '@/features/editor';
import { RequireEspaceRole } from '@/features/espaces';
import { useDuerpLimit } from '../use-duerp-limit';

/** /duerps/new, in the current espace: an Éditeur's or a Propriétaire's. */
export function DuerpNewRoute() {
  return (
    <RequireEspaceRole action="write" title="Création de mon DUERP">
      <DuerpNew />
    </RequireEspaceRole>
  );
}

function DuerpNew() {
  const account = useAccountInfo();
  // The prices are read when a DUERP is created; until that call exists, a failure is ignored.
  const prices = usePrices({ retry: false });
  const { limitReached, checking } = useDuerpLimit();
  if (checking) return <PageSpinner />;
  return (
    <NewDuerpEditor
      accountIsVip={Boolean(account.data?.isVip || prices.data?.isVip)}
      limitReached={limitReached}
    />
  );
}
