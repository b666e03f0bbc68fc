import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, LoginEmailFormSchema, LoginPasswordFormSchema } from '@duerp/domain';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/text-field';
import { paths, withEmail } from '@/config/paths';
import { describeApiError, isApiStatus } from '@/lib/api-errors';
import { useCheckAccountInfo } from '../api/check-account-info';
import { useSignIn } from '../api/sign-in';

/** SPEC §2 /login: e-mail step, then password step. */
export function LoginForm({
  initialEmail,
  returnUrl,
}: {
  initialEmail: string;
  returnUrl: string;
}) {
  const [email, setEmail] = useState<string | null>(initialEmail || null);
  return email === null ? (
    <EmailStep defaultEmail={initialEmail} returnUrl={returnUrl} onContinue={setEmail} />
  ) : (
    <PasswordStep email={email} returnUrl={returnUrl} onBack={() => setEmail(null)} />
  );
}

function EmailStep({
  defaultEmail,
  returnUrl,
  onContinue,
}: {
  defaultEmail: string;
  returnUrl: string;
  onContinue: (email: string) => void;
}) {
  const navigate = useNavigate();
  const check = useCheckAccountInfo();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(LoginEmailFormSchema),
    defaultValues: { email: defaultEmail },
  });
  const submit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const info = await check.mutateAsync(email);
      if (!info.isAllowed) setError(AUTH_MESSAGES.notAllowed);
      // A page the visitor came for (e.g. an invitation) is still where account creation leads.
      else if (!info.isSetup)
        void navigate(
          withEmail(paths.createAccount, email, returnUrl === paths.duerps ? undefined : returnUrl),
        );
      else onContinue(email);
    } catch {
      setError(AUTH_MESSAGES.loginCheckFailed);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Adresse email"
        type="email"
        autoComplete="email"
        autoFocus
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={check.isPending} className="w-full">
        Continuer
      </Button>
      <p className="text-center text-sm text-slate-700">
        Pas encore de compte ?{' '}
        <Link to={paths.createAccount} className="font-semibold text-blue-800 underline">
          Créer un compte
        </Link>
      </p>
      <p className="text-center text-sm text-slate-700">
        <Link to={paths.pricing} className="font-semibold text-blue-800 underline">
          Voir les plans et les tarifs
        </Link>
      </p>
    </form>
  );
}

function PasswordStep({
  email,
  returnUrl,
  onBack,
}: {
  email: string;
  returnUrl: string;
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(LoginPasswordFormSchema),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await signIn.mutateAsync({ emailAddress: email, password });
      void navigate(returnUrl, { replace: true });
    } catch (e) {
      setError(isApiStatus(e, 401) ? AUTH_MESSAGES.invalidCredentials : describeApiError(e));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-blue-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Modifier l'adresse email
      </button>
      <TextField label="Adresse email" type="email" value={email} readOnly />
      <PasswordField
        label="Mot de passe"
        autoComplete="current-password"
        autoFocus
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <div className="text-right">
        <Link
          to={withEmail(paths.forgotPassword, email)}
          className="text-sm font-medium text-blue-800 underline"
        >
          Mot de passe oublié ?
        </Link>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={signIn.isPending} className="w-full">
        Se connecter
      </Button>
    </form>
  );
}
