import { useState, type RefObject } from 'react';
import { localDay } from '@duerp/domain/calendar';
import { plural } from '@duerp/domain/text';
import type { ActionPreventive, DuerpDocument, UniteDeTravail } from '@duerp/domain/duerp';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { MissingStepWarning } from '../risk-entry/missing-step-warning';
import { UnitTabs } from '../risk-entry/unit-tabs';
import { ActionDialog, type ActionDialogProps } from './action-dialog';
import { UnitActions } from './unit-actions';
import { useActions } from './use-actions';
import { useReratingProposal } from './rerating-proposal';

/** Today's calendar day in the user's time zone, as a date input holds it (YYYY-MM-DD). */

/** PAPRIPACT on: the preventive actions of each unit, and their create/edit/delete dialogs. */
export function PapripactActions({
  duerp,
  unite,
  onSelect,
  heading,
}: {
  duerp: DuerpDocument;
  unite: UniteDeTravail | null;
  onSelect: (id: string) => void;
  heading: RefObject<HTMLHeadingElement | null>;
}) {
  const units = duerp.data.unitesDeTravail;
  const { save, destroy } = useActions(duerp);
  const [editing, setEditing] = useState<ActionDialogProps['target']>(null);
  const [deleting, setDeleting] = useState<ActionPreventive | null>(null);
  const rerating = useReratingProposal(duerp);
  const saveAction: ActionDialogProps['onSave'] = async (body) => {
    const before = editing;
    const document = await save(body);
    if (before) rerating.afterSave(body, before, document);
  };

  if (!unite) {
    return (
      <MissingStepWarning
        duerpId={duerp.id}
        step={3}
        text="Ajoutez d'abord vos unités de travail et leurs risques pour planifier des actions."
        linkLabel="Aller à l'étape 3 : Unités de travail"
      />
    );
  }
  return (
    <section aria-labelledby="papripact-actions-title">
      <h3 id="papripact-actions-title" className="sr-only">
        Actions préventives par unité de travail
      </h3>
      <UnitTabs
        units={units}
        selectedId={unite.idUniteDeTravail}
        onSelect={onSelect}
        countOf={(u) => {
          const count = u.papripactActionsPreventives.length;
          return { text: String(count), label: plural(count, 'action') };
        }}
      >
        <UnitActions
          duerpId={duerp.id}
          unite={unite}
          heading={heading}
          onAdd={() => setEditing({ unite, action: null, today: localDay() })}
          onPlan={(draft) => setEditing({ unite, action: null, today: localDay(), draft })}
          onEdit={(action) => setEditing({ unite, action, today: localDay() })}
          onDelete={setDeleting}
        />
      </UnitTabs>
      <ActionDialog target={editing} onClose={() => setEditing(null)} onSave={saveAction} />
      {rerating.dialogs}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Supprimer l'action préventive ?"
        description={`L'action « ${deleting?.descriptionDeLaMesure ?? ''} » sera supprimée de votre PAPRIPACT. Cette action est irréversible.`}
        confirmLabel="Supprimer"
        onConfirm={() => deleting && destroy(deleting)}
        fallbackFocus={heading}
      />
    </section>
  );
}
