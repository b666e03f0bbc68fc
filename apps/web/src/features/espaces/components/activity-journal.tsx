import { Link, useSearchParams } from 'react-router';
import { canDo, type EspaceMembersResponse } from '@duerp/domain/espaces';
import { plural } from '@duerp/domain/text';
import { Alert } from '@/components/ui/alert';
import { Pager } from '@/components/ui/pager';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeApiError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useActivityJournal } from '../api/get-activity-journal';
import { useEspaceMembers } from '../api/get-espace-members';
import { useEspaceDuerps } from '../api/list-espace-duerps';
import { JournalEntries } from './journal-entries';
import { JournalFilters } from './journal-filters';
import { RoleRequiredNotice } from './role-required-notice';

/** "Journal d'activité" of an espace, for its Propriétaires: by member, by DUERP, paged. */
export function ActivityJournal({ espaceId }: { espaceId: string }) {
  useDocumentTitle("Journal d'activité");
  const members = useEspaceMembers(espaceId);
  return (
    <section className="space-y-6">
      <Link
        to={paths.espaceMembers(espaceId)}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-blue-800 hover:underline"
      >
        <span aria-hidden="true">←</span> Membres
      </Link>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Journal d'activité</h1>
        {members.data && (
          <p className="mt-1 break-words text-slate-700">
            Espace « {members.data.espace.name} » : qui a fait quoi, et quand.
          </p>
        )}
      </div>
      {members.isPending ? (
        <PageSpinner />
      ) : members.isError ? (
        <Alert tone="error">{describeApiError(members.error)}</Alert>
      ) : !canDo(members.data.espace.role, 'manage') ? (
        <RoleRequiredNotice espace={members.data.espace} action="manage" />
      ) : (
        <Journal espaceId={espaceId} members={members.data} />
      )}
    </section>
  );
}

function Journal({ espaceId, members }: { espaceId: string; members: EspaceMembersResponse }) {
  const [params, setParams] = useSearchParams();
  const member = params.get('member') ?? '';
  const duerp = params.get('duerp') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const journal = useActivityJournal(espaceId, { member, duerp, page });
  const duerps = useEspaceDuerps(espaceId);
  const show = (next: { member: string; duerp: string; page?: number }) => {
    const query = new URLSearchParams();
    if (next.member) query.set('member', next.member);
    if (next.duerp) query.set('duerp', next.duerp);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  const filtered = member !== '' || duerp !== '';
  return (
    <>
      <JournalFilters
        members={members.members}
        duerps={duerps.data ?? []}
        member={member}
        duerp={duerp}
        onChange={show}
      />
      {journal.isPending ? (
        <PageSpinner label="Chargement du journal…" />
      ) : journal.isError ? (
        <Alert tone="error">{describeApiError(journal.error)}</Alert>
      ) : journal.data.entries.length === 0 ? (
        <p className="text-slate-700">
          {filtered
            ? 'Aucune activité ne correspond à ces filtres.'
            : "Aucune activité n'est encore enregistrée dans cet espace."}
        </p>
      ) : (
        <div className="space-y-4" aria-busy={journal.isPlaceholderData || undefined}>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            {plural(journal.data.total, 'entrée')}
            {journal.isPlaceholderData && <Spinner size="sm" />}
          </p>
          <JournalEntries entries={journal.data.entries} />
          <Pager
            page={journal.data.page}
            pageCount={Math.ceil(journal.data.total / journal.data.pageSize)}
            onPage={(next) => show({ member, duerp, page: next })}
            label="Pages du journal"
          />
        </div>
      )}
    </>
  );
}
