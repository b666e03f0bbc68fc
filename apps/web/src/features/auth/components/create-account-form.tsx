import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  AUTH_MESSAGES,
  CreateAccountFormSchema,
  type CreateAccountForm as Values,
} from '@duerp/domain/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCreateAccount } from '../api/create-account';
import { CaptchaWidget } from '@/components/captcha-widget';
import { PasswordChecklist } from './password-checklist';

const CAPTCHA_REQUIRED =
  'Veuillez compléter la vérification de sécurité : cliquez sur « Je ne suis pas un robot ».';

export function CreateAccountForm({
  initialEmail,
  redirectTo = paths.newDuerp,
}: {
  initialEmail: string;
  /** Where the new account goes: /duerps/new, or the page it came from (an invitation). */
  redirectTo?: string;
}) {
  const navigate = useNavigate();
  const create = useCreateAccount();
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(CreateAccountFormSchema),
    defaultValues: { email: initialEmail, password: '', confirmPassword: '' },
  });
  const onCaptcha = (payload: string | null) => {
    setCaptchaToken(payload);
    // Solved: the request to solve it no longer applies.
    if (payload) setError((current) => (current === CAPTCHA_REQUIRED ? null : current));
  };
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (!captchaToken) {
      setError(CAPTCHA_REQUIRED);
      return;
    }
    try {
      await create.mutateAsync({
        emailAddress: values.email,
        newPassword: values.password,
        captchaToken,
      });
      void navigate(redirectTo, { replace: true });
    } catch (e) {
      // A payload is accepted once: a failed attempt needs a fresh check.
      setCaptchaToken(null);
      setCaptchaKey((k) => k + 1);
      const detail =
        e instanceof ApiError && e.status > 0 && e.status < 500 ? e.serverMessage : null;
      setError(detail ?? AUTH_MESSAGES.createFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <TextField
        label="Adresse email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <PasswordField
        label="Mot de passe"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordChecklist password={password} />
      <PasswordField
        label="Confirmer le mot de passe"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <CaptchaWidget key={captchaKey} onChange={onCaptcha} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={create.isPending} className="w-full">
        Créer mon compte
      </Button>
    </form>
  );
}
