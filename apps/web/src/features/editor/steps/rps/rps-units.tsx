import { useState } from 'react';
import { plural } from '@duerp/domain/text';
import type { DuerpDocument } from '@duerp/domain/duerp';
import type { UniteRps } from '@duerp/domain/rps';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EditableArea } from '../../components/editable-area';
import { FamilyDots } from './family-dots';
import { RpsUnitDialog, type RpsUnitDraft } from './rps-unit-dialog';
import { useRpsSave } from './use-rps-save';

const listItem = (u: UniteRps) => ({
  idUniteRps: u.idUniteRps,
  displayName: u.displayName,
  idsUnitesDeTravail: u.idsUnitesDeTravail,
  mode: u.mode,
});

/** The RPS units: created, renamed, linked to work units, deleted after a confirmation. */
export function RpsUnits({
  duerp,
  unites,
  onOpen,
}: {
  duerp: DuerpDocument;
  unites: readonly UniteRps[];
  onOpen: (idUniteRps: string) => void;
}) {
  const { save } = useRpsSave(duerp, 'updateListUnitesRps');
  const [editing, setEditing] = useState<UniteRps | 'new' | null>(null);
  const [deleting, setDeleting] = useState<UniteRps | null>(null);
  const workUnits = duerp.data.unitesDeTravail;
  const nameOf = (id: string) => workUnits.find((u) => u.idUniteDeTravail === id)?.displayName;

  const submit = async (draft: RpsUnitDraft) => {
    const list = unites.map(listItem);
    if (editing === 'new') {
      await save(
        { unitesRps: [...list, { ...draft, idUniteRps: crypto.randomUUID(), mode: 'groupe' }] },
        'Unité RPS ajoutée',
      );
    } else if (editing) {
      const id = editing.idUniteRps;
      await save(
        { unitesRps: list.map((u) => (u.idUniteRps === id ? { ...u, ...draft } : u)) },
        'Unité RPS enregistrée',
      );
    }
  };
  const remove = async (target: UniteRps) =>
    save(
      { unitesRps: unites.filter((u) => u !== target).map(listItem) },
      `Unité RPS « ${target.displayName} » supprimée`,
    );

  return (
    <section aria-labelledby="rps-units-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="rps-units-title" className="text-lg font-semibold text-slate-900">
          Unités de travail RPS
        </h3>
        <EditableArea>
          <Button onClick={() => setEditing('new')}>Ajouter une unité RPS</Button>
        </EditableArea>
      </div>
      {unites.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          Aucune unité RPS pour le moment. Regroupez les salariés exposés aux mêmes facteurs (par
          exemple « Équipe de vente » et « Encadrement ») : elles peuvent différer de vos unités de
          travail.
        </p>
      ) : (
        <ul className="space-y-3">
          {unites.map((u) => {
            const linked = u.idsUnitesDeTravail.flatMap((id) => nameOf(id) ?? []);
            return (
              <li key={u.idUniteRps} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h4 className="font-semibold break-words text-slate-900">{u.displayName}</h4>
                    <p className="text-sm text-slate-700">
                      {u.mode === 'simplifie' ? 'Auto-évaluation simplifiée' : 'Séance collective'}
                      {u.seance && ` · ${plural(u.seance.nombreParticipants, 'participant')}`}
                      {' · '}
                      {linked.length === 0 ? 'Aucune unité de travail liée' : linked.join(', ')}
                    </p>
                    <FamilyDots unite={u} />
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      onClick={() => onOpen(u.idUniteRps)}
                      aria-label={`Ouvrir « ${u.displayName} »`}
                    >
                      Ouvrir
                    </Button>
                    <EditableArea className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        onClick={() => setEditing(u)}
                        aria-label={`Modifier « ${u.displayName} »`}
                      >
                        Modifier
                      </Button>
                      <Button
                        variant="secondary"
                        onClick={() => setDeleting(u)}
                        aria-label={`Supprimer « ${u.displayName} »`}
                      >
                        Supprimer
                      </Button>
                    </EditableArea>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <RpsUnitDialog
        target={editing === 'new' ? 'new' : editing}
        workUnits={workUnits}
        onClose={() => setEditing(null)}
        onSubmit={submit}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Supprimer l'unité RPS ?"
        description={
          deleting &&
          `« ${deleting.displayName} » sera supprimée avec sa séance, ses réponses, sa synthèse et ses actions.`
        }
        confirmLabel="Supprimer"
        onConfirm={() => deleting && remove(deleting)}
      />
    </section>
  );
}
