import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AUTH_MESSAGES, LoginEmailFormSchema, LoginPasswordFormSchema } from '@duerp/domain/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/text-field';
import { paths, withEmail } from '@/config/paths';
import { describeApiError, isApiStatus } from '@/lib/api-errors';
import { useCheckAccountInfo } from '../api/check-account-info';
import { useSignIn } from '../api/sign-in';
import { EmailEntry, useAuthForm } from './auth-form';

/** /login: e-mail step, then password step. */
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
  const { form, submit, error } = useAuthForm(
    LoginEmailFormSchema,
    { email: defaultEmail },
    async ({ email }) => {
      const info = await check.mutateAsync(email);
      if (!info.isAllowed) return AUTH_MESSAGES.notAllowed;
      // A page the visitor came for (e.g. an invitation) is still where account creation leads.
      if (!info.isSetup)
        void navigate(
          withEmail(paths.createAccount, email, returnUrl === paths.duerps ? undefined : returnUrl),
        );
      else onContinue(email);
    },
    () => AUTH_MESSAGES.loginCheckFailed,
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <EmailEntry form={form} error={error} pending={check.isPending}>
        Continuer
      </EmailEntry>
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
  const { form, submit, error } = useAuthForm(
    LoginPasswordFormSchema,
    { password: '' },
    async ({ password }) => {
      await signIn.mutateAsync({ emailAddress: email, password });
      void navigate(returnUrl, { replace: true });
    },
    (e) => (isApiStatus(e, 401) ? AUTH_MESSAGES.invalidCredentials : describeApiError(e)),
  );
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
