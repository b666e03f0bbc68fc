import { Link, useSearchParams } from 'react-router';
import { contactRequestPrefill } from '@duerp/domain/contact';
import { paths } from '@/config/paths';
import { LawFirmNotice, PrivateContactForm } from '@/features/contact';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /contact-private: back link to /duerps, the law-firm mention, the prefilled form. */
export function ContactPrivateRoute() {
  useDocumentTitle('Contactez-nous');
  const [params] = useSearchParams();
  return (
    <section className="mx-auto max-w-3xl space-y-6">
      <Link
        to={paths.duerps}
        className="inline-flex items-center gap-1 text-sm font-medium text-blue-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Retour à mes DUERP
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Contactez-nous</h1>
        <p className="mt-2 text-slate-700">
          Une question sur l'application, une demande sur votre compte ou une offre sur
          mesure&nbsp;? Écrivez-nous&nbsp;: nous vous répondrons par email au plus vite.
        </p>
      </div>
      <LawFirmNotice />
      <PrivateContactForm initialMessage={contactRequestPrefill(params.get('demande'))} />
    </section>
  );
}
