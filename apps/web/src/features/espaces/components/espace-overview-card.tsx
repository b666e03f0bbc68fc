import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { duerpUpdateStateLabel } from '@duerp/domain/duerp';
import { formatDateLong, formatDay } from '@duerp/domain/calendar';
import { plural } from '@duerp/domain/text';
import type { EspaceOverview, EspaceOverviewDuerp } from '@duerp/domain/espaces';
import { Fact } from '@/components/duerp/duerp-facts';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClassName } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { RoleBadge } from './role-badge';

const LATE = 'font-semibold text-red-700';

const STATE_CLASSES: Record<EspaceOverviewDuerp['state'], string> = {
  en_retard: LATE,
  due: 'font-medium text-amber-800',
  a_jour: 'text-green-800',
  sans_version: 'text-slate-600',
};

/** The DUERPs a card names, each with where it stands, then how many it does not name. */
function DuerpStates({ espace }: { espace: EspaceOverview }) {
  const duerps = espace.duerps ?? [];
  if (duerps.length === 0) return null;
  const others = espace.duerpCount - duerps.length;
  return (
    <Fact term="Ses DUERP">
      <ul className="space-y-0.5">
        {duerps.map((duerp) => (
          <li key={duerp.id} className="break-words">
            <span className="text-slate-900">{duerp.displayName}</span> :{' '}
            <span className={STATE_CLASSES[duerp.state]}>{duerpUpdateStateLabel(duerp)}</span>
          </li>
        ))}
        {others > 0 && <li>et {plural(others, 'autre', 'autres')}</li>}
      </ul>
    </Fact>
  );
}

/** One espace of "Mes espaces": the person's role, its DUERPs and what needs attention. */
export function EspaceOverviewCard({
  espace,
  isCurrent,
  onOpen,
  compliance,
}: {
  espace: EspaceOverview;
  isCurrent: boolean;
  onOpen: () => void;
  /** Its compliance findings per level, when the page shows them. */
  compliance?: ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
        {espace.name}
      </h2>
      <p className="mt-2 flex flex-wrap gap-2">
        <RoleBadge role={espace.role} />
        {espace.isPersonal && <Badge>Espace personnel</Badge>}
        {isCurrent && <Badge tone="success">Espace actuel</Badge>}
      </p>
      <dl className="mt-3 space-y-1 text-sm text-slate-700">
        <Fact term="DUERP">{plural(espace.duerpCount, 'DUERP', 'DUERP')}</Fact>
        <DuerpStates espace={espace} />
        <Fact term="Prochaine mise à jour annuelle">
          {espace.nextUpdateDue
            ? `Prochaine mise à jour annuelle : ${formatDay(espace.nextUpdateDue)}`
            : 'Aucune mise à jour annuelle prévue'}
        </Fact>
        {espace.overdueUpdates > 0 && (
          <Fact term="Mises à jour en retard" className={LATE}>
            {plural(espace.overdueUpdates, 'mise à jour', 'mises à jour')} en retard
          </Fact>
        )}
        <Fact
          term="Actions du PAPRIPACT en retard"
          className={espace.overdueActions > 0 ? LATE : undefined}
        >
          {espace.overdueActions > 0
            ? `${plural(espace.overdueActions, 'action')} du PAPRIPACT en retard`
            : 'Aucune action du PAPRIPACT en retard'}
        </Fact>
        {compliance && <Fact term="Conformité">{compliance}</Fact>}
        <Fact term="Dernière version">
          {espace.lastVersionAt
            ? `Dernière version du ${formatDateLong(espace.lastVersionAt)}`
            : 'Aucune version générée'}
        </Fact>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-5">
        <Button onClick={onOpen} aria-describedby={titleId}>
          Ouvrir ses DUERP
        </Button>
        <Link
          to={paths.espaceMembers(espace.id)}
          aria-describedby={titleId}
          className={buttonClassName('secondary')}
        >
          Membres
        </Link>
        <Link
          to={paths.espaceChemicals(espace.id)}
          aria-describedby={titleId}
          className={buttonClassName('secondary')}
        >
          Produits chimiques
        </Link>
      </div>
    </article>
  );
}
