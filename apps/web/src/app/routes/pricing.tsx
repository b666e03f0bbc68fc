import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { usePublicPrices, PlansView } from '@/features/payment';
import { useIsSignedIn } from '@/lib/auth-session';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /tarifs, an addition: the plans of /choose-plan for visitors, before they sign up. */
export function PricingRoute() {
  useDocumentTitle('Plans tarifaires');
  const prices = usePublicPrices();
  // A signed-in user gets the real page, with their own prices and purchase buttons.
  if (useIsSignedIn()) return <Navigate to={paths.choosePlan} replace />;
  return <PlansView prices={prices} duerpId={null} forVisitor />;
}
