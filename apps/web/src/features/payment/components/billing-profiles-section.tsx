import { useState } from 'react';
import type { BillingProfile } from '@duerp/domain/payment';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { toastApiError } from '@/lib/api-errors';
import { useBillingProfiles } from '../api/get-billing-profiles';
import { useManagePayment } from '../api/manage-payment';
import { BillingAddress } from './billing-address';
import { BillingProfileDialog } from './billing-profile-dialog';

type Editing = { profile: BillingProfile | null } | null;

/** /my-account "Billing profiles": edit, and the provider's page for cards and invoices. */
export function BillingProfilesSection() {
  const profiles = useBillingProfiles();
  const manage = useManagePayment();
  const [editing, setEditing] = useState<Editing>(null);
  const openManagePage = async (profile: BillingProfile) => {
    try {
      await manage.mutateAsync({ returnUrl: window.location.href, billingProfileId: profile.id });
    } catch (error) {
      toastApiError(error);
    }
  };
  // Leaving for the provider: the button spins until the page changes.
  const managing =
    manage.isPending || manage.isSuccess ? manage.variables?.billingProfileId : undefined;

  return (
    <section
      aria-labelledby="billing-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="billing-title" className="text-lg font-semibold">
        Mes profils de facturation
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Gérez vos informations de facturation, vos moyens de paiement et vos factures.
      </p>
      <div className="mt-3">
        <Alert tone="info">
          Les factures déjà émises ne peuvent pas être modifiées : une modification du profil
          s'applique aux prochaines factures.
        </Alert>
      </div>
      <div className="mt-4">
        {profiles.isPending ? (
          <PageSpinner />
        ) : profiles.isError ? (
          <Alert tone="error">Impossible de charger vos profils de facturation.</Alert>
        ) : profiles.data.length === 0 ? (
          <p className="text-sm text-slate-700">Aucun profil de facturation pour le moment.</p>
        ) : (
          <ul className="space-y-3">
            {profiles.data.map((profile) => (
              <li
                key={profile.id}
                className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 md:flex-row md:items-center md:justify-between"
              >
                <div className="min-w-0 break-words">
                  <h3 className="font-semibold text-slate-900">{profile.billingAddress.name}</h3>
                  <BillingAddress profile={profile} />
                </div>
                <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
                  <Button
                    variant="secondary"
                    aria-label={`Modifier le profil « ${profile.billingAddress.name} »`}
                    onClick={() => setEditing({ profile })}
                  >
                    Modifier
                  </Button>
                  <Button
                    variant="secondary"
                    loading={managing === profile.id}
                    disabled={managing !== undefined}
                    aria-label={`Gérer les moyens de paiement et factures du profil « ${profile.billingAddress.name} »`}
                    onClick={() => openManagePage(profile)}
                  >
                    Gérer les moyens de paiement et factures
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button variant="secondary" className="mt-4" onClick={() => setEditing({ profile: null })}>
        <span aria-hidden="true">+</span> Ajouter un profil
      </Button>
      <BillingProfileDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        profile={editing?.profile ?? null}
      />
    </section>
  );
}
