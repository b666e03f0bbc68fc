import { LegalNoticePage } from '@/features/legal';

export function LegalNoticeRoute() {
  return <LegalNoticePage />;
}
