import { Link } from 'react-router';
import { CONTACT_REQUEST_TYPES } from '@duerp/domain/contact';
import { paths } from '@/config/paths';

/** /my-account "Other requests": each opens the private contact form, request prefilled. */
export function OtherRequestsSection() {
  return (
    <section
      aria-labelledby="other-requests-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="other-requests-title" className="text-lg font-semibold">
        Autres demandes
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Ces demandes passent par notre formulaire de contact&nbsp;: nous les traitons au plus vite
        et vous répondons par email.
      </p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {CONTACT_REQUEST_TYPES.map((type) => (
          <li key={type.id}>
            <Link
              to={`${paths.contactPrivate}?demande=${type.id}`}
              className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:border-blue-300 hover:bg-blue-50"
            >
              {type.label}
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
