import type { ReactNode } from 'react';
import { DUERP_MESSAGES, latestVersion, type DuerpDocument } from '@duerp/domain/duerp';
import { formatDateLong } from '@duerp/domain/calendar';
import { formatSiret } from '@duerp/domain/format';

/** One line of a card's facts; its term is for screen readers, the line reads on its own. */
export function Fact({
  term,
  className,
  children,
}: {
  term: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="sr-only">{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/**
 * What a DUERP card says of the document (/duerps and /choose-plan/select-duerp): its
 * SIRET and its latest version, then the card's own lines. The unknown SIRET is worded
 * differently on the two pages, so each card gives its text.
 */
export function DuerpFacts({
  duerp,
  siretUnknown,
  children,
}: {
  duerp: DuerpDocument;
  siretUnknown: string;
  children?: ReactNode;
}) {
  const siret = formatSiret(duerp.data.entreprise?.siret);
  const latest = latestVersion(duerp.versions);
  return (
    <dl className="mt-2 space-y-1 text-sm text-slate-700">
      <Fact term="N° SIRET">{siret ? `SIRET ${siret}` : siretUnknown}</Fact>
      <Fact term="Dernière version">
        {latest
          ? `Dernière version du ${formatDateLong(latest.creationTime)}`
          : DUERP_MESSAGES.notFinalized}
      </Fact>
      {children}
    </dl>
  );
}
