import { LegalNoticePage } from '@/features/legal/components/legal-notice-page';

export function LegalNoticeRoute() {
  return <LegalNoticePage />;
}
