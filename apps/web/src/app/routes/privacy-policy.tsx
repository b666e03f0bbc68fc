import { PrivacyPolicyPage } from '@/features/legal';

export function PrivacyPolicyRoute() {
  return <PrivacyPolicyPage />;
}
