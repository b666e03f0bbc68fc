import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { contract } from '@duerp/contract';
import type { CommentThread } from '@duerp/domain/collaboration';
import { commentKeys } from '@/features/duerp';
import { call } from '@/lib/api-call';

export { commentKeys };

export const listComments = (duerpId: string) =>
  call(contract.comments.list, { params: { id: duerpId } });

export const listCommentsQueryOptions = (duerpId: string) =>
  queryOptions({ queryKey: commentKeys.threads(duerpId), queryFn: () => listComments(duerpId) });

/** Every thread of the document, for the counts on its items and the threads themselves. */
export const useCommentThreads = (duerpId: string) => useQuery(listCommentsQueryOptions(duerpId));

/** A write answers the thread it changed: it replaces that thread in the cached list. */
export function cacheThread(client: QueryClient, duerpId: string, thread: CommentThread): void {
  client.setQueryData<CommentThread[]>(commentKeys.threads(duerpId), (threads = []) => {
    const same = (t: CommentThread) => t.cible === thread.cible && t.idCible === thread.idCible;
    if (!threads.some(same)) return [...threads, thread];
    return threads.map((t) => (same(t) ? thread : t));
  });
}
