import { parisDay } from '../calendar/dates.js';
import type { PaymentStatus, VersionSummary } from './schemas.js';

export interface AccessFacts {
  isVip: boolean;
  hasVersions: boolean;
  /** Last day (ISO date or instant) of the paid period covering the document, if ever bought. */
  purchasedUntilDate: string | null;
  now?: Date;
}

/** DESIGN §4 "Access and status": VIP, DRAFT, IN_PAID_PERIOD, EXPIRED or PAYMENT_NEEDED. */
export function computePaymentStatus(facts: AccessFacts): PaymentStatus {
  if (facts.isVip) return 'VIP';
  if (!facts.hasVersions) return 'DRAFT';
  if (facts.purchasedUntilDate) {
    return parisDay(facts.purchasedUntilDate) >= parisDay(facts.now ?? new Date())
      ? 'IN_PAID_PERIOD'
      : 'EXPIRED';
  }
  return 'PAYMENT_NEEDED';
}

/** Full access to the document today: VIP, or a paid period that has not ended. */
export function hasFullAccessToday(facts: AccessFacts): boolean {
  if (facts.isVip) return true;
  return (
    facts.purchasedUntilDate !== null &&
    parisDay(facts.purchasedUntilDate) >= parisDay(facts.now ?? new Date())
  );
}

/**
 * Access rules: the full PDF of a version needs VIP, or a paid period ending on or
 * after the version's creation day (so a version made while paid stays downloadable after expiry).
 */
export function hasFullAccessToVersion(
  facts: Pick<AccessFacts, 'isVip' | 'purchasedUntilDate'>,
  versionCreationTime: string,
): boolean {
  if (facts.isVip) return true;
  return (
    facts.purchasedUntilDate !== null &&
    parisDay(facts.purchasedUntilDate) >= parisDay(versionCreationTime)
  );
}

/** Only these two statuses allow a purchase. */
export function isPurchasable(status: string): boolean {
  return status === 'PAYMENT_NEEDED' || status === 'EXPIRED';
}

export interface PaymentStatusDisplay {
  label: string;
  tooltip: string;
  tone: 'neutral' | 'warning' | 'success' | 'danger';
}

const STATUS_DISPLAY: Record<PaymentStatus, PaymentStatusDisplay> = {
  DRAFT: { label: 'Brouillon', tooltip: 'Vous pouvez compléter votre DUERP.', tone: 'neutral' },
  PAYMENT_NEEDED: {
    label: 'Paiement requis',
    tooltip: 'Votre DUERP est prêt, mais doit être acheté pour être téléchargé.',
    tone: 'warning',
  },
  IN_PAID_PERIOD: {
    label: 'Accès complet',
    tooltip: 'Votre DUERP est prêt à être téléchargé.',
    tone: 'success',
  },
  EXPIRED: {
    label: 'Expiré',
    tooltip: 'Votre abonnement a expiré : cliquez pour le renouveler.',
    tone: 'danger',
  },
  VIP: { label: 'Accès complet', tooltip: 'Accès complet à tous vos DUERP.', tone: 'success' },
};
const UNKNOWN_DISPLAY: PaymentStatusDisplay = {
  label: 'Inconnu',
  tooltip: 'Etat inconnu',
  tone: 'neutral',
};

/** Label and tooltip of a status badge, 'Inconnu' for anything else. */
export function paymentStatusDisplay(status: string): PaymentStatusDisplay {
  return (STATUS_DISPLAY as Record<string, PaymentStatusDisplay>)[status] ?? UNKNOWN_DISPLAY;
}

/** The latest version is the one with the most recent creationTime. */
export function latestVersion<V extends Pick<VersionSummary, 'creationTime'>>(
  versions: readonly V[],
): V | null {
  let latest: V | null = null;
  for (const v of versions) {
    if (!latest || Date.parse(v.creationTime) > Date.parse(latest.creationTime)) latest = v;
  }
  return latest;
}
