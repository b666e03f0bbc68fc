import { useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { paths } from '@/config/paths';
import { CreateAccountForm } from '@/features/auth/components/create-account-form';

export function CreateAccountRoute() {
  const [params] = useSearchParams();
  return (
    <AuthLayout title="Créer un compte" backTo={paths.login}>
      <CreateAccountForm initialEmail={params.get('email') ?? ''} />
    </AuthLayout>
  );
}
