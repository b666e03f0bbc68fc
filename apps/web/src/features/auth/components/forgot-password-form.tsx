import { useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, ForgotPasswordFormSchema } from '@duerp/domain/auth';
import { Alert } from '@/components/ui/alert';
import { paths, withEmail } from '@/config/paths';
import { useSendResetLink } from '../api/send-reset-link';
import { EmailEntry, useAuthForm } from './auth-form';

export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const send = useSendResetLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, submit, error } = useAuthForm(
    ForgotPasswordFormSchema,
    { email: initialEmail },
    async ({ email }) => {
      await send.mutateAsync(email);
      setSentTo(email);
    },
    () => AUTH_MESSAGES.sendLinkFailed,
  );

  if (sentTo) {
    return (
      <div className="space-y-5">
        <Alert tone="success" title="Demande envoyée">
          Si l'adresse <strong>{sentTo}</strong> existe dans notre système, vous allez recevoir un
          email contenant un lien pour réinitialiser votre mot de passe. Sinon, veuillez{' '}
          <Link to={paths.contact} className="font-semibold underline">
            contacter le support
          </Link>
          .
        </Alert>
        <Link
          to={withEmail(paths.login, sentTo)}
          className="inline-block text-sm font-semibold text-blue-800 underline"
        >
          Retour à la connexion
        </Link>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-700">
        Saisissez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un
        nouveau mot de passe.
      </p>
      <EmailEntry form={form} error={error} pending={send.isPending}>
        Envoyer le lien
      </EmailEntry>
    </form>
  );
}
