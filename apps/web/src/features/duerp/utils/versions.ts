import type { VersionSummary } from '@duerp/domain/duerp';

/** Versions sorted by creationTime, newest first. */
export function newestFirst<V extends Pick<VersionSummary, 'creationTime'>>(versions: V[]): V[] {
  return [...versions].sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime));
}
