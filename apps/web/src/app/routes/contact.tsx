import { paths } from '@/config/paths';
import { CaptchaWidget } from '@/components/captcha-widget';
import { LawFirmNotice, PublicContactForm } from '@/features/contact';
import { useDocumentTitle } from '@/lib/use-document-title';
import { RedirectIfSignedIn } from '../guards';

/** /contact: the public form; a signed-in visitor gets /contact-private. */
export function ContactRoute() {
  useDocumentTitle('Contactez-nous');
  return (
    <RedirectIfSignedIn to={paths.contactPrivate}>
      <section className="mx-auto max-w-3xl space-y-6">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Contactez-nous</h1>
          <p className="mt-2 text-slate-700">
            Une question sur DUERP en ligne, sur votre document unique ou sur nos offres&nbsp;?
            Écrivez-nous&nbsp;: nous vous répondrons par email au plus vite.
          </p>
        </div>
        <LawFirmNotice />
        <PublicContactForm renderCaptcha={(onChange) => <CaptchaWidget onChange={onChange} />} />
      </section>
    </RedirectIfSignedIn>
  );
}
