import { EspaceCompliance } from '@/features/compliance';
import { EspacesOverview } from '@/features/espaces';

/** Added by issue 25: "Mes espaces"; issue 42 adds each espace's compliance findings. */
export function EspacesRoute() {
  return <EspacesOverview compliance={(espaceId) => <EspaceCompliance espaceId={espaceId} />} />;
}
