import { bandPresentation } from '@duerp/domain/risk';
import type { RiskStatus } from '@duerp/domain/duerp';

/** A solid dot of a band's colour — the domain's, the same as the PDF's. */
export function BandSwatch({ status, className = '' }: { status: RiskStatus; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block h-3 w-3 shrink-0 rounded-full ${className}`}
      style={{ backgroundColor: bandPresentation(status).color }}
    />
  );
}
