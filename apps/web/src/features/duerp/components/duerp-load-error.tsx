import { Link } from 'react-router';
import { DUERP_MESSAGES } from '@duerp/domain';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { DUERP_LOAD_FAILED } from '@/features/duerp/api/get-duerp';

/** A DUERP page that could not load its document (SPEC §8), with the way back to the list. */
export function DuerpLoadError({ notFound }: { notFound: boolean }) {
  return (
    <div className="space-y-4">
      <Alert tone="error">{notFound ? DUERP_MESSAGES.notFound : DUERP_LOAD_FAILED}</Alert>
      <Link to={paths.duerps} className="font-semibold text-blue-800 underline">
        Retour à mes DUERP
      </Link>
    </div>
  );
}
