import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Help from the partner law firm, through the private contact form. */
export function HelpBox({ className = '' }: { className?: string }) {
  const titleId = useId();
  return (
    <aside
      aria-labelledby={titleId}
      className={`rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-950 ${className}`}
    >
      <h2 id={titleId} className="font-semibold">
        Besoin d'aide ?
      </h2>
      <p className="mt-1">
        Une question juridique sur votre DUERP ? Notre cabinet d'avocats partenaire peut vous
        accompagner.
      </p>
      <Link
        to={paths.contactPrivate}
        className="mt-2 inline-block font-semibold text-blue-800 underline"
      >
        Contacter le cabinet partenaire
      </Link>
    </aside>
  );
}
