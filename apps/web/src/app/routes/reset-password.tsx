import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth';

export function ResetPasswordRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Nouveau mot de passe" backTo={paths.login}>
      <ResetPasswordForm email={params.get('email') ?? ''} token={params.get('token') ?? ''} />
    </AuthLayout>
  );
}
