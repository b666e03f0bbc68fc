import type { SubscriptionRow } from './subscriptions.repository.js';

/** Paid and not yet ended. */
export function isRunning(row: SubscriptionRow, now: Date): boolean {
  return row.status === 'active' && row.periodEnd !== null && row.periodEnd > now;
}

/**
 * The last paid instant covering each document (DESIGN §4): the latest end of a standard
 * subscription on that document, or of a premium plan of its account, running or lapsed.
 */
export function purchasedUntilResolver(
  rows: SubscriptionRow[],
): (documentId: string) => Date | null {
  const latest = (dates: (Date | null)[]) =>
    dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null);
  const premiumEnd = latest(
    rows.filter((r) => r.plan === 'SUBPLAN_PREMIUM').map((r) => r.periodEnd),
  );
  return (documentId) =>
    latest([
      premiumEnd,
      ...rows
        .filter((r) => r.plan === 'SUBPLAN_STANDARD' && r.duerpDocumentId === documentId)
        .map((r) => r.periodEnd),
    ]);
}

export function runningPremium(rows: SubscriptionRow[], now: Date): SubscriptionRow | null {
  return rows.find((r) => r.plan === 'SUBPLAN_PREMIUM' && isRunning(r, now)) ?? null;
}

export function runningStandards(rows: SubscriptionRow[], now: Date): SubscriptionRow[] {
  return rows.filter((r) => r.plan === 'SUBPLAN_STANDARD' && isRunning(r, now));
}

/**
 * Whether the right a purchase buys is already paid for now: its DUERP (a running standard on it,
 * or a running premium) for the standard plan, a running premium for the premium plan.
 */
export function rightCovered(
  purchase: Pick<SubscriptionRow, 'id' | 'plan' | 'duerpDocumentId'>,
  paid: SubscriptionRow[],
  now: Date,
): boolean {
  const others = paid.filter((r) => r.id !== purchase.id);
  if (runningPremium(others, now)) return true;
  return (
    purchase.plan === 'SUBPLAN_STANDARD' &&
    runningStandards(others, now).some((r) => r.duerpDocumentId === purchase.duerpDocumentId)
  );
}
