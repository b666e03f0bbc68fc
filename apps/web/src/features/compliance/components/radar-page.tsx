import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { RADAR_TEXTS, type RadarEspace } from '@duerp/domain/compliance';
import { Alert } from '@/components/ui/alert';
import { buttonClassName } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeApiError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRadar } from '../api/get-radar';
import { useRemindOwners } from '../api/remind-owners';
import { filterRadar, type RadarFilter } from '../utils/filter-radar';
import { RadarFilters } from './radar-filters';
import { RadarRowItem } from './radar-row';

/** The radar: every DUERP of every espace of the person, most findings first, filterable. */
export function RadarPage() {
  useDocumentTitle(RADAR_TEXTS.title);
  const radar = useRadar();
  const remind = useRemindOwners();
  const [filter, setFilter] = useState<RadarFilter>({ espace: '', level: '', text: '' });
  const [confirming, setConfirming] = useState<RadarEspace | null>(null);
  const espaces = useMemo(
    () => new Map(radar.data?.espaces.map((e) => [e.id, e]) ?? []),
    [radar.data],
  );
  const rows = radar.data ? filterRadar(radar.data.rows, filter) : [];

  const send = async (espace: RadarEspace) => {
    try {
      const answer = await remind.mutateAsync(espace.id);
      if (answer.sent) toast.success(RADAR_TEXTS.reminded);
      else toast.info(RADAR_TEXTS.alreadyReminded);
    } catch (error) {
      toast.error(`Erreur : ${describeApiError(error)}`);
    }
  };

  return (
    <section className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{RADAR_TEXTS.title}</h1>
          <p className="mt-1 text-slate-700">
            Chaque DUERP de vos espaces et ce qu’un contrôle y relèverait, les plus en défaut
            d’abord.
          </p>
        </div>
        <Link to={paths.espaces} className={buttonClassName('secondary')}>
          Mes espaces
        </Link>
      </div>
      {radar.isPending ? (
        <PageSpinner label="Chargement du radar…" />
      ) : radar.isError ? (
        <Alert tone="error">{RADAR_TEXTS.loadFailed}</Alert>
      ) : radar.data.rows.length === 0 ? (
        <p className="text-slate-700">{RADAR_TEXTS.empty}</p>
      ) : (
        <>
          <RadarFilters espaces={radar.data.espaces} filter={filter} onChange={setFilter} />
          <p className="text-sm text-slate-700" aria-live="polite">
            {rows.length} DUERP sur {radar.data.rows.length}
          </p>
          {rows.length === 0 ? (
            <p className="text-slate-700">{RADAR_TEXTS.noMatch}</p>
          ) : (
            <ul className="space-y-3">
              {rows.map((row) => (
                <RadarRowItem
                  key={row.duerpId}
                  row={row}
                  espace={espaces.get(row.espaceId)}
                  onRemind={setConfirming}
                />
              ))}
            </ul>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Relancer les Propriétaires ?"
        description={confirming ? RADAR_TEXTS.remindConfirm(confirming.name) : ''}
        confirmLabel="Envoyer la demande"
        tone="primary"
        onConfirm={() => confirming && send(confirming)}
      />
    </section>
  );
}
