import { useState } from 'react';
import { toast } from 'sonner';
import { AUTH_MESSAGES } from '@duerp/domain/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSendResetPasswordEmail } from '../api/send-reset-password-email';

/** /my-account "Change password": a button sends a link by e-mail. */
export function ChangePasswordSection() {
  const send = useSendResetPasswordEmail();
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    setError(null);
    try {
      await send.mutateAsync();
      toast.success(AUTH_MESSAGES.resetLinkSent);
    } catch {
      setError(AUTH_MESSAGES.sendLinkFailed);
    }
  };
  return (
    <section
      aria-labelledby="password-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="password-title" className="text-lg font-semibold">
        Modifier mon mot de passe
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Nous vous envoyons par email un lien pour choisir un nouveau mot de passe.
      </p>
      {error && (
        <div className="mt-3">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      <Button variant="secondary" className="mt-4" loading={send.isPending} onClick={onClick}>
        Recevoir le lien par email
      </Button>
    </section>
  );
}
