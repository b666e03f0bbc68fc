import { useSearchParams } from 'react-router';
import { usePrices } from '@/features/payment/api/get-prices';
import { PlansView } from '@/features/payment/components/plans-view';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC §2 /choose-plan (query duerpid optional): the four plans, prices excluding tax. */
export function ChoosePlanRoute() {
  useDocumentTitle('Plans tarifaires');
  const [params] = useSearchParams();
  return <PlansView prices={usePrices()} duerpId={params.get('duerpid') || null} />;
}
