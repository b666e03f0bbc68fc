import { EspacesOverview } from '@/features/espaces/components/espaces-overview';

/** Not in SPEC (issue 25): "Mes espaces". */
export function EspacesRoute() {
  return <EspacesOverview />;
}
