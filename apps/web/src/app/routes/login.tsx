import { Navigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths, safeReturnUrl } from '@/config/paths';
import { LoginForm } from '@/features/auth';
import { useIsSignedIn } from '@/lib/auth-session';

export function LoginRoute() {
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl')) ?? paths.duerps;
  const signedIn = useIsSignedIn();
  if (signedIn) return <Navigate to={returnUrl} replace />;
  return (
    <AuthLayout title="Connexion">
      <LoginForm initialEmail={params.get('email') ?? ''} returnUrl={returnUrl} />
    </AuthLayout>
  );
}
