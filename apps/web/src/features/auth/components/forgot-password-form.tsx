import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { AUTH_MESSAGES, ForgotPasswordFormSchema } from '@duerp/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { paths, withEmail } from '@/config/paths';
import { useSendResetLink } from '../api/send-reset-link';

export function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const send = useSendResetLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(ForgotPasswordFormSchema),
    defaultValues: { email: initialEmail },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      await send.mutateAsync(email);
      setSentTo(email);
    } catch {
      setError(AUTH_MESSAGES.sendLinkFailed);
    }
  });

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
      <TextField
        label="Adresse email"
        type="email"
        autoComplete="email"
        autoFocus
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={send.isPending} className="w-full">
        Envoyer le lien
      </Button>
    </form>
  );
}
