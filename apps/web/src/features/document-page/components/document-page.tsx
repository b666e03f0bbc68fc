import { useEffect } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { useDuerp, DuerpLoadError, useVersions, newestFirst } from '@/features/duerp';
import { isApiStatus } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PresenceLine, useLiveDocument } from '@/features/live';
import { DocumentActions } from './document-actions';
import { DocumentOverview } from './document-overview';

/** SPEC §2 /duerps/{duerpId}: actions and versions on the left, the document on the right. */
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
    // SPEC §8: a failed version list is only logged; the document's own list stands in.
    if (versionsQuery.isError)
      console.error('Liste des versions indisponible', versionsQuery.error);
  }, [versionsQuery.isError, versionsQuery.error]);

  if (query.isPending) return <PageSpinner />;
  if (query.isError || !query.data) {
    return <DuerpLoadError notFound={!query.isError || isApiStatus(query.error, 404)} />;
  }
  const duerp = query.data;
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
