import type { QueryClient } from '@tanstack/react-query';
import type { DuerpDocument } from '@duerp/domain/duerp';

export const duerpKeys = {
  all: ['duerps'] as const,
  list: () => ['duerps', 'list'] as const,
  detail: (id: string) => ['duerps', 'detail', id] as const,
  /** The premade examples depend on the document's sector: a new sector fetches them again. */
  masterdata: (id: string, secteur: string) => ['duerps', 'masterdata', id, secteur] as const,
  /** The sector model (issue 41) depends on the sector's text too (a bakery within the shops). */
  modele: (id: string, secteur: string) => ['duerps', 'modele', id, secteur] as const,
};

/** Under the documents' key: whatever refreshes every document refreshes their versions too. */
export const versionKeys = {
  list: (duerpId: string) => [...duerpKeys.all, 'versions', duerpId] as const,
};

/** The comment threads of a document (features/duerp/comments), refetched when the stream says. */
export const commentKeys = {
  threads: (duerpId: string) => ['duerps', 'comments', duerpId] as const,
};

/**
 * Every document write answers the whole document: it replaces the cached
 * copy, so the editor always shows the server's latest state, and the list follows.
 */
export function cacheDuerp(client: QueryClient, document: DuerpDocument): void {
  client.setQueryData(duerpKeys.detail(document.id), document);
  client.setQueryData<DuerpDocument[]>(duerpKeys.list(), (list) =>
    list?.map((item) => (item.id === document.id ? document : item)),
  );
}
