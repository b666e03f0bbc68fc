import { TermsPage } from '@/features/legal';

export function TermsRoute() {
  return <TermsPage />;
}
