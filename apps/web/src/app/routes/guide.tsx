import { GuidePage } from '@/features/legal';

export function GuideRoute() {
  return <GuidePage />;
}
