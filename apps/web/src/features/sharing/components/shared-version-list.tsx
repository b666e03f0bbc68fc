import { versionLabel } from '@duerp/domain/presentation';
import type { SharedVersion } from '@duerp/domain/access';
import { Button } from '@/components/ui/button';
import { useDownloadSharedVersion } from '../api/download-shared-version';

/** The earlier full versions a link shows, newest first, each with its PDF. */
export function SharedVersionList({
  token,
  versions,
}: {
  token: string;
  versions: SharedVersion[];
}) {
  const download = useDownloadSharedVersion();
  if (versions.length === 0) return null;
  return (
    <section
      aria-labelledby="earlier-versions"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="earlier-versions" className="text-lg font-semibold text-slate-900">
        Versions précédentes
      </h2>
      <ul className="mt-3 divide-y divide-slate-200">
        {versions.map((version) => (
          <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-sm text-slate-800">
              {versionLabel(version.versionNumber, version.creationTime)}
            </span>
            <Button
              variant="secondary"
              loading={download.isPending && download.variables.version.id === version.id}
              onClick={() => download.mutate({ token, version })}
            >
              Télécharger le PDF
              <span className="sr-only"> de la version {version.versionNumber}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
