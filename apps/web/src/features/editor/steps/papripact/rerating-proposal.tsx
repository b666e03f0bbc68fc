import { useState } from 'react';
import { toast } from 'sonner';
import {
  EDITOR_MESSAGES,
  type ActionPreventive,
  type DuerpDocument,
  type Risque,
  type UniteDeTravail,
  type UpdateRisqueBody,
  type UpsertActionBody,
} from '@duerp/domain/duerp';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUpdateRisque } from '../../api/update-risque';
import { describeApiError } from '@/lib/api-errors';
import { RiskEvaluationDialog } from '../evaluation/risk-evaluation-dialog';
import { useCatalogueMesures } from '../evaluation/use-catalogue-mesures';

interface Proposal {
  unite: UniteDeTravail;
  risque: Risque;
  action: ActionPreventive;
}

/**
 * Issue 16: when an action is saved as « Terminé », propose to re-rate its risk; the re-rating
 * keeps the previous rating in the risk's history (server side).
 */
export function useReratingProposal(duerp: DuerpDocument) {
  const duerpId = duerp.id;
  const catalogue = useCatalogueMesures(duerp);
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [rerating, setRerating] = useState<Proposal | null>(null);
  const update = useUpdateRisque();

  /** After a save: `before` is the action as it was (null for a new one). */
  const afterSave = (
    body: UpsertActionBody,
    before: { unite: UniteDeTravail; action: ActionPreventive | null },
    document: DuerpDocument,
  ) => {
    if (body.statut !== 'Terminé' || before.action?.statut === 'Terminé') return;
    const unite = document.data.unitesDeTravail.find(
      (u) => u.idUniteDeTravail === body.idUniteDeTravail,
    );
    const risque = unite?.risques.find((r) => r.idRisque === body.idRisqueAssocie);
    if (!unite || !risque?.isRisqueEvalue) return;
    const known = new Set(before.unite.papripactActionsPreventives.map((a) => a.idAction));
    const action = unite.papripactActionsPreventives.find((a) =>
      body.idAction ? a.idAction === body.idAction : !known.has(a.idAction),
    );
    if (action) setProposal({ unite, risque, action });
  };

  const save = async (body: UpdateRisqueBody) => {
    try {
      await update.mutateAsync({ id: duerpId, body });
      toast.success('Risque réévalué avec succès !');
    } catch (error) {
      toast.error(EDITOR_MESSAGES.saveRisqueFailed, { description: describeApiError(error) });
      throw error;
    }
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={proposal !== null}
        onOpenChange={(open) => !open && setProposal(null)}
        title="Réévaluer le risque ?"
        description={`L'action « ${proposal?.action.descriptionDeLaMesure ?? ''} » est terminée. Voulez-vous réévaluer le risque « ${proposal?.risque.displayName ?? ''} » ? Sa cotation actuelle sera conservée dans son historique.`}
        confirmLabel="Réévaluer le risque"
        cancelLabel="Plus tard"
        tone="primary"
        onConfirm={() => setRerating(proposal)}
      />
      <RiskEvaluationDialog
        target={
          rerating
            ? {
                idUniteDeTravail: rerating.unite.idUniteDeTravail,
                risque: rerating.risque,
                categories: rerating.unite.categorieDeRisques,
                reevaluation: {
                  idAction: rerating.action.idAction,
                  description: rerating.action.descriptionDeLaMesure,
                },
                catalogue: { mesures: catalogue.of(rerating.risque), status: catalogue.status },
              }
            : null
        }
        onClose={() => setRerating(null)}
        onSave={save}
      />
    </>
  );
  return { afterSave, dialogs };
}
