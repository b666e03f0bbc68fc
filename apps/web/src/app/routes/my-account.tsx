import { ChangePasswordSection } from '@/features/account/components/change-password-section';
import { OtherRequestsSection } from '@/features/account/components/other-requests-section';
import { BillingProfilesSection } from '@/features/payment/components/billing-profiles-section';
import { SubscriptionsSection } from '@/features/payment/components/subscriptions-section';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MyAccountRoute() {
  useDocumentTitle('Mon compte');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Mon compte</h1>
      <SubscriptionsSection />
      <BillingProfilesSection />
      <ChangePasswordSection />
      <OtherRequestsSection />
    </div>
  );
}
