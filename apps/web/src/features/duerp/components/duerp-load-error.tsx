import { Link } from 'react-router';
import { DUERP_MESSAGES } from '@duerp/domain/duerp';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { DUERP_LOAD_FAILED } from '@/features/duerp/api/get-duerp';
import { ApiError } from '@/lib/api-client';

/**
 * A DUERP page that could not load its document, with the way back to the list: « DUERP
 * introuvable. » for a 404 (or nothing returned), else the load failure and the server's reason
 * when it gave one (a 403 names the role needed).
 */
export function DuerpLoadError({ error }: { error?: unknown }) {
  const status = error instanceof ApiError ? error.status : null;
  const reason = error instanceof ApiError && status !== 404 ? error.serverMessage : null;
  return (
    <div className="space-y-4">
      <Alert tone="error">
        {error === undefined || status === 404 ? DUERP_MESSAGES.notFound : DUERP_LOAD_FAILED}
        {reason && <span className="mt-1 block">{reason}</span>}
      </Alert>
      <Link to={paths.duerps} className="font-semibold text-blue-800 underline">
        Retour à mes DUERP
      </Link>
    </div>
  );
}
