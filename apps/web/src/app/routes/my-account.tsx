import { useAccountInfo } from '@/features/account/api/get-account-info';
import { ArchiveSection } from '@/features/account/components/archive-section';
import { ChangePasswordSection } from '@/features/account/components/change-password-section';
import { DisplayNameSection } from '@/features/account/components/display-name-section';
import { OtherRequestsSection } from '@/features/account/components/other-requests-section';
import { ReminderPreferencesSection } from '@/features/account/components/reminder-preferences-section';
import { RequireEspaceRole } from '@/features/espaces/components/require-espace-role';
import { BillingProfilesSection } from '@/features/payment/components/billing-profiles-section';
import { SubscriptionsSection } from '@/features/payment/components/subscriptions-section';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MyAccountRoute() {
  useDocumentTitle('Mon compte');
  const info = useAccountInfo().data;
  const email = info?.emailAddress;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Mon compte</h1>
        {email && (
          <p className="mt-1 break-all text-slate-700">
            Connecté en tant que <strong className="text-slate-900">{email}</strong>
          </p>
        )}
      </div>
      {/* The plans, billing and archive are the current espace's: its Propriétaires'. */}
      <RequireEspaceRole action="billing">
        <SubscriptionsSection />
        <BillingProfilesSection />
        <ArchiveSection />
      </RequireEspaceRole>
      {info && <DisplayNameSection displayName={info.displayName ?? null} />}
      <ChangePasswordSection />
      <ReminderPreferencesSection />
      <OtherRequestsSection />
    </div>
  );
}
