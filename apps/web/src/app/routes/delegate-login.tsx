import { AuthLayout } from '@/components/layout/auth-layout';
import { DelegateLoginForm } from '@/features/auth';

export function DelegateLoginRoute() {
  return (
    <AuthLayout title="Accès">
      <DelegateLoginForm />
    </AuthLayout>
  );
}
