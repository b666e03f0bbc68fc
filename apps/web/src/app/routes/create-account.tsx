import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths, safeReturnUrl } from '@/config/paths';
import { CreateAccountForm } from '@/features/auth';

/** /create-account (query email); additive: returnUrl, where the new account goes. */
export function CreateAccountRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Créer un compte" backTo={paths.login}>
      <CreateAccountForm
        initialEmail={params.get('email') ?? ''}
        redirectTo={safeReturnUrl(params.get('returnUrl')) ?? undefined}
      />
    </AuthLayout>
  );
}
