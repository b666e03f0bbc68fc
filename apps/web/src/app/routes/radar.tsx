import { RadarPage } from '@/features/compliance';

/** Issue 42: the consultant's compliance radar over their espaces. */
export function RadarRoute() {
  return <RadarPage />;
}
