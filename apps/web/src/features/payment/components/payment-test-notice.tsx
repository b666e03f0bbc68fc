import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

/** SPEC §1: payment is described in the interface as still in a test phase. */
export function PaymentTestNotice() {
  return (
    <Alert tone="warning" title="Paiement en phase de test">
      Le paiement en ligne est actuellement en phase de test. Pour toute question sur votre achat,{' '}
      <Link to={paths.contactPrivate} className="font-semibold underline">
        contactez-nous
      </Link>
      .
    </Alert>
  );
}
