import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  AUTH_MESSAGES,
  ResetPasswordFormSchema,
  type ResetPasswordForm as Values,
} from '@duerp/domain/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/text-field';
import { paths, withEmail } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';
import { PasswordChecklist } from './password-checklist';

export function ResetPasswordForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control: form.control, name: 'password' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await reset.mutateAsync({
        resetPasswordToken: token,
        emailAddress: email,
        newPassword: values.password,
      });
      toast.success(AUTH_MESSAGES.resetSuccess, { duration: 5000 });
      void navigate(withEmail(paths.login, email), { replace: true });
    } catch (e) {
      const detail = e instanceof ApiError && e.status === 400 ? e.serverMessage : null;
      setError(detail ?? AUTH_MESSAGES.resetFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {!token && <Alert tone="error">{AUTH_MESSAGES.resetTokenMissing}</Alert>}
      <TextField label="Adresse email" type="email" value={email} readOnly />
      <PasswordField
        label="Nouveau mot de passe"
        autoComplete="new-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <PasswordChecklist password={password} />
      <PasswordField
        label="Confirmer le nouveau mot de passe"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" loading={reset.isPending} disabled={!token} className="w-full">
        Modifier mon mot de passe
      </Button>
    </form>
  );
}
