import { ChangePasswordSection } from '@/features/account/components/change-password-section';
import { useDocumentTitle } from '@/lib/use-document-title';

export function MyAccountRoute() {
  useDocumentTitle('Mon compte');
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Mon compte</h1>
      <ChangePasswordSection />
    </div>
  );
}
