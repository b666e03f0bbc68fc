import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The basket of something already paid for: no price, no promo code, where to find it. */
export function AlreadyBought({
  productName,
  description,
  duerpId,
}: {
  productName: string;
  description: string | null;
  duerpId: string | null;
}) {
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-slate-900">{productName}</p>
        <Badge tone="success">Déjà acheté</Badge>
      </div>
      {description && <p className="break-words text-sm text-slate-700">{description}</p>}
      <p className="text-sm text-slate-800">
        Cet achat est déjà réglé : aucun nouveau paiement n'est nécessaire. Son abonnement et ses
        factures se trouvent dans « Mon compte ».
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link
          to={duerpId ? paths.duerp(duerpId) : paths.duerps}
          className={buttonClassName('primary')}
        >
          {duerpId ? 'Voir mon DUERP' : 'Voir mes DUERPs'}
        </Link>
        <Link to={paths.myAccount} className={buttonClassName('secondary')}>
          Mon compte
        </Link>
      </div>
    </div>
  );
}
