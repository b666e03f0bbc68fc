import type { PlanCode } from '@duerp/domain/payment';
import { paths } from '@/config/paths';

/** /checkout?plan=…&duerpid=… (the DUERP only for the standard plan). */
export function checkoutUrl(plan: PlanCode, duerpId: string | null): string {
  const query = new URLSearchParams({ plan });
  if (duerpId) query.set('duerpid', duerpId);
  return `${paths.checkout}?${query.toString()}`;
}
