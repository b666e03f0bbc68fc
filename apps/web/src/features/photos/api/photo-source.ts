/**
 * Where photos are read: a document's draft (members, with the bearer token) or what a share
 * link shows (public).
 */
export type PhotoSource = { kind: 'draft'; duerpId: string } | { kind: 'share'; token: string };

export function photosPath(source: PhotoSource): string {
  return source.kind === 'draft'
    ? `/api/duerp/${encodeURIComponent(source.duerpId)}/photos`
    : `/api/public/partage/${encodeURIComponent(source.token)}/photos`;
}

export function photoPath(source: PhotoSource, photoId: string, thumbnail = false): string {
  return `${photosPath(source)}/${encodeURIComponent(photoId)}${thumbnail ? '?taille=miniature' : ''}`;
}

export const photoKeys = {
  list: (source: PhotoSource) =>
    ['photos', source.kind, source.kind === 'draft' ? source.duerpId : source.token] as const,
};
