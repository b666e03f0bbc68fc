import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

function ResultPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'success' | 'error';
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The verification just ended: screen readers start from the outcome.
  useEffect(() => heading.current?.focus(), []);
  const colors = tone === 'success' ? 'border-green-300 bg-green-50' : 'border-red-300 bg-red-50';
  return (
    <div className={`mx-auto max-w-2xl rounded-xl border p-6 text-center ${colors}`}>
      <div
        aria-hidden="true"
        className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full text-3xl text-white ${tone === 'success' ? 'bg-green-700' : 'bg-red-700'}`}
      >
        {tone === 'success' ? '✓' : '!'}
      </div>
      <h1
        ref={heading}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-slate-900 outline-none!"
      >
        {title}
      </h1>
      <div className="mt-3 space-y-2 text-slate-800">{children}</div>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">{actions}</div>
    </div>
  );
}

/** SPEC §2 /after-payment success: one button, to the DUERP bought or to the list. */
export function PaymentSuccess({ duerpId }: { duerpId: string | null }) {
  return (
    <ResultPanel
      tone="success"
      title="Paiement réussi !"
      actions={
        <Link
          to={duerpId ? paths.duerp(duerpId) : paths.duerps}
          className={buttonClassName('primary')}
        >
          {duerpId ? 'Voir mon DUERP' : 'Voir mes DUERPs'}
        </Link>
      }
    >
      <p>
        Votre paiement a bien été traité.{' '}
        {duerpId
          ? 'Votre DUERP est désormais disponible en accès complet.'
          : 'Vos DUERP sont désormais disponibles en accès complet.'}
      </p>
    </ResultPanel>
  );
}

/** SPEC §2 /after-payment error: contact support; `detail` says what failed when known. */
export function PaymentError({ detail }: { detail?: string | null }) {
  return (
    <ResultPanel
      tone="error"
      title="Erreur lors du paiement"
      actions={
        <>
          <Link to={paths.duerps} className={buttonClassName('secondary')}>
            Retour à mes DUERP
          </Link>
          <Link to={paths.contactPrivate} className={buttonClassName('primary')}>
            Contacter le support
          </Link>
        </>
      }
    >
      {detail && <p className="font-semibold">{detail}</p>}
      <p>
        Une erreur est survenue lors du traitement de votre paiement. Veuillez contacter le support
        technique.
      </p>
    </ResultPanel>
  );
}
