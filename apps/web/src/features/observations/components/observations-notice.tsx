import { Link } from 'react-router';
import { plural } from '@duerp/domain/text';
import { paths } from '@/config/paths';
import { useDuerpPermissions } from '@/features/duerp';
import { useObservations } from '../api/observations';

/** In the editor: how many workers' observations wait « À traiter » on the document page. */
export function ObservationsNotice({ duerpId }: { duerpId: string }) {
  const { write } = useDuerpPermissions();
  const count = useObservations(duerpId, write).data?.length ?? 0;
  if (!write || count === 0) return null;
  return (
    <p className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <Link to={paths.duerp(duerpId)} className="font-semibold underline">
        À traiter : {plural(count, 'observation')} de salariés
      </Link>
    </p>
  );
}
