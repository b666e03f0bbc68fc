import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useIsSignedIn } from '@/lib/auth-session';

/** Payment is described in the interface as still in a test phase. */
export function PaymentTestNotice() {
  const signedIn = useIsSignedIn();
  return (
    <Alert tone="warning" title="Paiement en phase de test">
      Le paiement en ligne est actuellement en phase de test. Pour toute question sur votre achat,{' '}
      <Link
        to={signedIn ? paths.contactPrivate : paths.contact}
        className="font-semibold underline"
      >
        contactez-nous
      </Link>
      .
    </Alert>
  );
}
