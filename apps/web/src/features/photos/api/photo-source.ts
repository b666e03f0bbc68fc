/**
 * Where photos are read: a document's draft (members, with the bearer token) or what a share
 * link shows (public).
 */
export type PhotoSource = { kind: 'draft'; duerpId: string } | { kind: 'share'; token: string };

export const photoKeys = {
  /**
   * A draft's list sits under the document's query key (['duerps', 'detail', id]): when the live
   * stream refreshes the document (another member's change, a reconnection), its photos follow.
   */
  list: (source: PhotoSource) =>
    source.kind === 'draft'
      ? (['duerps', 'detail', source.duerpId, 'photos'] as const)
      : (['shared-document', source.token, 'photos'] as const),
  /** Bytes never change: apart from the list, so that a refresh never fetches them again. */
  bytes: (source: PhotoSource, photoId: string, thumbnail: boolean) =>
    [
      'photo-bytes',
      source.kind === 'draft' ? source.duerpId : source.token,
      photoId,
      thumbnail ? 'miniature' : 'photo',
    ] as const,
};
