import { EspacesOverview } from '@/features/espaces/components/espaces-overview';

/** Added by issue 25: "Mes espaces". */
export function EspacesRoute() {
  return <EspacesOverview />;
}
