import { Link } from 'react-router';
import { ESPACE_MESSAGES } from '@duerp/domain/espaces';
import { paths } from '@/config/paths';

/**
 * Issue 47: on a document this browser had open, once its espace is no longer the person's (they
 * were removed): said once, plainly, with the way to their other espaces.
 */
export function AccessLostNotice() {
  return (
    <div
      role="alert"
      className="mb-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p className="font-semibold">{ESPACE_MESSAGES.accessLost}</p>
      <p className="mt-1">
        Un Propriétaire de l'espace vous en a retiré. Vos autres espaces restent dans{' '}
        <Link to={paths.espaces} className="font-semibold underline">
          Mes espaces
        </Link>
        .
      </p>
    </div>
  );
}
