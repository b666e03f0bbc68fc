import { GuidePage } from '@/features/legal/components/guide-page';

export function GuideRoute() {
  return <GuidePage />;
}
