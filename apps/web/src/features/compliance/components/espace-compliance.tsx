import { useRadar } from '../api/get-radar';
import { ComplianceCounts } from './compliance-counts';

/** « Mes espaces »' compliance line: the findings of an espace's DUERPs, per level. */
export function EspaceCompliance({ espaceId }: { espaceId: string }) {
  const radar = useRadar();
  if (radar.isPending) return <span className="text-slate-600">Vérification en cours…</span>;
  if (radar.isError) return <span className="text-slate-600">Vérification indisponible</span>;
  const espace = radar.data.espaces.find((e) => e.id === espaceId);
  if (!espace) return null;
  return (
    <span className="flex flex-col gap-1">
      <span>Prêt pour un contrôle ?</span>
      <ComplianceCounts counts={espace.counts} />
    </span>
  );
}
