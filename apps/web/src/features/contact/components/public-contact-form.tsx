import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CONTACT_MESSAGES } from '@duerp/domain/contact';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { useSendPublicContactMessage } from '../api/send-public-contact-message';
import { ContactForm, EMPTY_CONTACT_VALUES } from './contact-form';

/**
 * /contact: the form plus the security check. Once sent, the form gives way to the success alert
 * and a link back to the home site. The check is drawn by the caller (`renderCaptcha`), which
 * owns the widget; it reports the verified payload, or null.
 */
export function PublicContactForm({
  renderCaptcha,
}: {
  renderCaptcha: (onChange: (payload: string | null) => void) => ReactNode;
}) {
  const send = useSendPublicContactMessage();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sent, setSent] = useState(false);
  const successRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sent) successRef.current?.focus();
  }, [sent]);

  if (sent) {
    return (
      <div ref={successRef} tabIndex={-1} className="space-y-4 outline-none">
        <Alert tone="success" title="Message envoyé">
          {CONTACT_MESSAGES.sent}
        </Alert>
        <Link
          to={paths.home}
          className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline"
        >
          <span aria-hidden="true">←</span> Retour à l'accueil
        </Link>
      </div>
    );
  }

  return (
    <ContactForm
      defaultValues={EMPTY_CONTACT_VALUES}
      pending={send.isPending}
      blocked={captchaToken ? null : CONTACT_MESSAGES.captchaRequired}
      onSend={async (values) => {
        try {
          await send.mutateAsync({ ...values, captchaToken: captchaToken ?? '' });
          setSent(true);
        } catch (error) {
          // A payload is accepted once: a failed attempt needs a fresh check.
          setCaptchaToken(null);
          setCaptchaKey((k) => k + 1);
          throw error;
        }
      }}
    >
      <Fragment key={captchaKey}>{renderCaptcha(setCaptchaToken)}</Fragment>
    </ContactForm>
  );
}
