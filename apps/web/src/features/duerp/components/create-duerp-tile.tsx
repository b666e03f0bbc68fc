import { Link } from 'react-router';
import { DUERP_MESSAGES } from '@duerp/domain/duerp';
import { paths } from '@/config/paths';

/** 'Vous avez atteint la limite de DUERP.' with a contact link. */
export function DuerpLimitNotice() {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-amber-300 bg-amber-50 p-5 text-center">
      <p className="font-semibold text-amber-900">{DUERP_MESSAGES.limitReached}</p>
      <p className="text-sm text-amber-900">
        Besoin de plus de DUERP ?{' '}
        <Link to={paths.contactPrivate} className="whitespace-nowrap font-semibold underline">
          Contactez-nous
        </Link>
      </p>
    </div>
  );
}

/** The list's last tile: create a DUERP, or the limit notice once the cap is reached. */
export function CreateDuerpTile({ limitReached }: { limitReached: boolean }) {
  if (limitReached) return <DuerpLimitNotice />;
  return (
    <Link
      to={paths.newDuerp}
      className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-blue-300 bg-blue-50/50 p-5 text-center font-semibold text-blue-800 hover:border-blue-500 hover:bg-blue-50"
    >
      <span
        aria-hidden="true"
        className="flex h-12 w-12 items-center justify-center rounded-full bg-blue-700 text-2xl text-white"
      >
        +
      </span>
      Créer un nouveau DUERP
    </Link>
  );
}
