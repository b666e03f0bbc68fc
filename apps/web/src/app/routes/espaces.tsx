import { EspacesOverview } from '@/features/espaces';

/** Added by issue 25: "Mes espaces". */
export function EspacesRoute() {
  return <EspacesOverview />;
}
