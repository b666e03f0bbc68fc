import { useSearchParams } from 'react-router';
import { usePrices, PlansView } from '@/features/payment';
import { RequireEspaceRole } from '@/features/espaces';
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
