import { isPapripactMandatory, type Entreprise } from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';

/** A warning while PAPRIPACT is off for a public body or 50 employees or more. */
export function PapripactAdvisory({
  entreprise,
  enabled,
}: {
  entreprise: Entreprise | null;
  enabled: boolean;
}) {
  if (enabled || !entreprise || !isPapripactMandatory(entreprise)) return null;
  const reason = entreprise.isSecteurPublic
    ? 'Votre structure relève du secteur public'
    : `Votre entreprise compte ${entreprise.nombreEmployes ?? 0} salariés`;
  return (
    <Alert tone="warning" title="Le PAPRIPACT est obligatoire pour votre structure">
      {reason} : le programme annuel de prévention est obligatoire à partir de 50 salariés (article
      L4121-3-1 du Code du travail) et dans le secteur public. Activez-le pour que votre DUERP soit
      complet.
    </Alert>
  );
}
