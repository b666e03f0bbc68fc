import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <AuthLayout
      title="Mot de passe oublié"
      backTo={`${paths.login}${email ? `?email=${encodeURIComponent(email)}` : ''}`}
    >
      <ForgotPasswordForm initialEmail={email} />
    </AuthLayout>
  );
}
