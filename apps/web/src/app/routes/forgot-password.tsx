import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths, withEmail } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth';

export function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <AuthLayout
      title="Mot de passe oublié"
      backTo={email ? withEmail(paths.login, email) : paths.login}
    >
      <ForgotPasswordForm initialEmail={email} />
    </AuthLayout>
  );
}
