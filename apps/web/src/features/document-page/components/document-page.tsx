import { useEffect } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useDuerp, DuerpLoadError, newestFirst } from '@/features/duerp';
import { useVersions } from '../api/list-versions';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PresenceLine, useLiveDocument } from '@/features/live';
import { DocumentActions } from './document-actions';
import { DocumentOverview } from './document-overview';

/** /duerps/{duerpId}: actions and versions on the left, the document on the right. */
export function DocumentPage({
  duerpId,
  highlightVersionId,
  limitReached,
}: {
  duerpId: string;
  highlightVersionId: string | null;
  limitReached: boolean;
}) {
  const query = useDuerp(duerpId);
  const versionsQuery = useVersions(duerpId);
  const live = useLiveDocument(duerpId, null);
  useDocumentTitle(query.data?.displayName ?? 'Mon DUERP');

  useEffect(() => {
    // A failed version list is only logged; the document's own list stands in.
    if (versionsQuery.isError)
      console.error('Liste des versions indisponible', versionsQuery.error);
  }, [versionsQuery.isError, versionsQuery.error]);

  // A document read before stays shown when a refetch fails (it may be read-only by then).
  const duerp = query.data;
  if (!duerp && query.isPending) return <PageSpinner />;
  if (!duerp) return <DuerpLoadError error={query.isError ? query.error : undefined} />;
  const versions = versionsQuery.data ?? newestFirst(duerp.versions);
  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
      <aside aria-label="Actions du DUERP">
        <DocumentActions
          duerp={duerp}
          versions={versions}
          highlightVersionId={highlightVersionId}
          limitReached={limitReached}
        />
      </aside>
      <div className="min-w-0">
        <PresenceLine people={live.people} />
        <DocumentOverview duerp={duerp} />
      </div>
    </div>
  );
}
