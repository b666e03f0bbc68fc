import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES } from '@duerp/domain/payment';
import { PageSpinner } from '@/components/ui/spinner';
import { duerpKeys } from '@/features/duerp';
import {
  invalidatePlanQueries,
  isPaymentUnderway,
  useCheckPaymentSuccess,
  PaymentError,
  PaymentProcessing,
  PaymentRefunded,
  PaymentSuccess,
} from '@/features/payment';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /after-payment?duerpId={id}&subscriptionId={id}: checking, then success or error; in
 * between, "paiement en cours de traitement" while the provider has not confirmed (asked again).
 */
export function AfterPaymentRoute() {
  useDocumentTitle('Paiement');
  const [params] = useSearchParams();
  const duerpId = params.get('duerpId') || null;
  const subscriptionId = params.get('subscriptionId') || null;
  const check = useCheckPaymentSuccess(subscriptionId);
  const client = useQueryClient();
  const paid = check.data?.isPaymentSuccess === true;

  useEffect(() => {
    // The purchase changed the documents' statuses, the prices and the account's plan.
    if (paid)
      void Promise.all([
        client.invalidateQueries({ queryKey: duerpKeys.all }),
        invalidatePlanQueries(client),
      ]);
  }, [paid, client]);

  if (!subscriptionId) return <PaymentError detail={PAYMENT_MESSAGES.subscriptionParamMissing} />;
  if (check.isPending) return <PageSpinner label="Vérification de votre paiement en cours…" />;
  if (check.isError) return <PaymentError detail={PAYMENT_MESSAGES.paymentCheckFailed} />;
  if (paid) return <PaymentSuccess duerpId={duerpId} />;
  if (isPaymentUnderway(check.data)) return <PaymentProcessing />;
  if (check.data?.paymentState === 'refunded') return <PaymentRefunded duerpId={duerpId} />;
  return <PaymentError />;
}
