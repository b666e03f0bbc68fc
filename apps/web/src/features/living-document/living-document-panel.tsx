import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  PAPRIPACT_MANDATORY_EMPLOYEES,
  latestVersion,
  listOverdueActions,
  type DuerpDocument,
} from '@duerp/domain/duerp';
import { LIVING_DOCUMENT_MESSAGES as M, pendingEvenements } from '@duerp/domain/living-document';
import { parisDay } from '@duerp/domain/calendar';
import { reverseDemoText } from '@duerp/domain/document-view';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDuerpPermissions, UpdateDueStatus } from '@/features/duerp';
import { useReportEvent } from './api/report-event';
import { toastApiError } from '@/lib/api-errors';
import { EventForm } from './event-form';
import { OverdueActions } from './overdue-actions';
import { PendingEvents } from './pending-events';

/**
 * "Suivi des mises à jour" on the document page: when the next update is due, the events that
 * require one, the PAPRIPACT actions late, the CSE reminder from 50 employees, and the button to
 * report an event.
 */
export function LivingDocumentPanel({ duerp, now }: { duerp: DuerpDocument; now: Date }) {
  const titleId = useId();
  const [reporting, setReporting] = useState(false);
  const report = useReportEvent();
  const can = useDuerpPermissions();
  const latest = latestVersion(duerp.versions);
  if (!latest) return null;
  const demo = !duerp.hasFullAccess_Derivated;
  const text = (value: string) => (demo ? reverseDemoText(value) : value);
  const pending = pendingEvenements(duerp.data.evenementsDeMiseAJour, latest.versionNumber);
  const overdue = listOverdueActions(duerp.data, now);
  // The PAPRIPACT, mandatory from 50 employees, is then presented to the CSE (L2312-27).
  const cse = (duerp.data.entreprise?.nombreEmployes ?? 0) >= PAPRIPACT_MANDATORY_EMPLOYEES;

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Suivi des mises à jour
        </h2>
        {can.write && (
          <Button variant="secondary" onClick={() => setReporting(true)}>
            Signaler un événement
          </Button>
        )}
      </div>
      <UpdateDueStatus duerp={duerp} now={now} detailed />
      <PendingEvents duerpId={duerp.id} pending={pending} text={text} />
      {cse && <p className="text-sm text-slate-700">{M.cseReminder}</p>}
      <OverdueActions actions={overdue} demo={demo} />
      <Dialog open={reporting} onOpenChange={setReporting} title="Signaler un événement" size="md">
        {reporting && (
          <EventForm
            today={parisDay(now)}
            onCancel={() => setReporting(false)}
            onSave={async (body) => {
              try {
                await report.mutateAsync({ id: duerp.id, body });
                toast.success(
                  'Événement enregistré : le DUERP est marqué « Mise à jour requise ».',
                );
                setReporting(false);
              } catch (error) {
                toastApiError(error);
                throw error;
              }
            }}
          />
        )}
      </Dialog>
    </section>
  );
}
