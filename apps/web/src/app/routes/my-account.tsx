import {
  useAccountInfo,
  ArchiveSection,
  ChangePasswordSection,
  DisplayNameSection,
  OtherRequestsSection,
  ReminderPreferencesSection,
} from '@/features/account';
import { RequireEspaceRole } from '@/features/espaces';
import { BillingProfilesSection, SubscriptionsSection } from '@/features/payment';
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
