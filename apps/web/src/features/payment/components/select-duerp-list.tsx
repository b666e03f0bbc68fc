import { Link } from 'react-router';
import { isPurchasable, type DuerpDocument } from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { SelectDuerpCard } from './select-duerp-card';

/** The user's DUERPs for the standard plan; a warning when none can be bought. */
export function SelectDuerpList({ duerps }: { duerps: DuerpDocument[] }) {
  if (duerps.length === 0) {
    return (
      <Alert tone="info">
        Aucun DUERP trouvé. Veuillez d'abord créer un DUERP.{' '}
        <Link to={paths.newDuerp} className="font-semibold underline">
          Créer mon DUERP
        </Link>
      </Alert>
    );
  }
  const anyPurchasable = duerps.some((d) => isPurchasable(d.paymentStatus_Derivated));
  return (
    <div className="space-y-4">
      {!anyPurchasable && (
        <Alert tone="warning">
          Aucun DUERP n'est disponible à l'achat : ils sont tous en cours de création ou déjà
          achetés.
        </Alert>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {duerps.map((duerp) => (
          <li key={duerp.id}>
            <SelectDuerpCard duerp={duerp} />
          </li>
        ))}
      </ul>
    </div>
  );
}
