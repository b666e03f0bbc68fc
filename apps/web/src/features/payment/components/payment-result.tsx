import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';

const TONES = {
  success: { panel: 'border-green-300 bg-green-50', badge: 'bg-green-700', icon: '✓' },
  error: { panel: 'border-red-300 bg-red-50', badge: 'bg-red-700', icon: '!' },
  waiting: { panel: 'border-amber-300 bg-amber-50', badge: 'bg-amber-700', icon: '…' },
  info: { panel: 'border-blue-200 bg-blue-50', badge: 'bg-blue-800', icon: 'i' },
} as const;

function ResultPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The verification just ended: screen readers start from the outcome.
  useEffect(() => heading.current?.focus(), []);
  const { panel, badge, icon } = TONES[tone];
  return (
    <div className={`mx-auto max-w-2xl rounded-xl border p-6 text-center ${panel}`}>
      <div
        aria-hidden="true"
        className={`mx-auto flex h-14 w-14 items-center justify-center rounded-full text-3xl text-white ${badge}`}
      >
        {icon}
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

/** To the DUERP bought, or to the list when none is known (premium). */
function BoughtLink({ duerpId }: { duerpId: string | null }) {
  return (
    <Link to={duerpId ? paths.duerp(duerpId) : paths.duerps} className={buttonClassName('primary')}>
      {duerpId ? 'Voir mon DUERP' : 'Voir mes DUERPs'}
    </Link>
  );
}

/** /after-payment success: one button, to the DUERP bought or to the list. */
export function PaymentSuccess({ duerpId }: { duerpId: string | null }) {
  return (
    <ResultPanel
      tone="success"
      title="Paiement réussi !"
      actions={<BoughtLink duerpId={duerpId} />}
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

/** /after-payment error: contact support; `detail` says what failed when known. */
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

/** Paid by a means that settles later (SEPA), or the provider's confirmation not arrived yet. */
export function PaymentProcessing() {
  return (
    <ResultPanel
      tone="waiting"
      title="Paiement en cours de traitement"
      actions={
        <Link to={paths.duerps} className={buttonClassName('secondary')}>
          Retour à mes DUERP
        </Link>
      }
    >
      <p>
        Votre paiement a bien été transmis et attend la confirmation de la banque (un prélèvement
        SEPA peut prendre quelques jours ouvrés). L'accès complet s'ouvrira dès sa confirmation ;
        cette page se met à jour toute seule.
      </p>
    </ResultPanel>
  );
}

/** A second payment for something already bought (two tabs) was refunded automatically. */
export function PaymentRefunded({ duerpId }: { duerpId: string | null }) {
  return (
    <ResultPanel
      tone="info"
      title="Paiement en double remboursé"
      actions={<BoughtLink duerpId={duerpId} />}
    >
      <p>
        Cet achat était déjà réglé par un autre paiement, lancé depuis un autre onglet. Ce second
        paiement vous est remboursé automatiquement ; un e-mail vous le confirme. Votre accès
        complet n'est pas concerné.
      </p>
    </ResultPanel>
  );
}
