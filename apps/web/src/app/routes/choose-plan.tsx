import { useSearchParams } from 'react-router';
import { usePrices } from '@/features/payment/api/get-prices';
import { RequireEspaceRole } from '@/features/espaces/components/require-espace-role';
import { PlansView } from '@/features/payment/components/plans-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /choose-plan (query duerpid optional): the four plans, prices excluding tax; to whom
 * may not buy for the current espace, why.
 */
export function ChoosePlanRoute() {
  useDocumentTitle('Plans tarifaires');
  return (
    <RequireEspaceRole action="billing" title="Plans tarifaires">
      <ChoosePlan />
    </RequireEspaceRole>
  );
}

function ChoosePlan() {
  const [params] = useSearchParams();
  return <PlansView prices={usePrices()} duerpId={params.get('duerpid') || null} />;
}
