import { toast } from 'sonner';
import {
  chemicalRisksOf,
  substitutionActionBody,
  substitutionActionText,
  withChemicalRisk,
  type DuerpChemicals,
} from '@duerp/domain/chemicals';
import { EDITOR_MESSAGES, type DuerpDocument } from '@duerp/domain/duerp';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { describeApiError } from '@/lib/api-errors';
import { useDuerpChemicals } from '../../api/get-duerp-chemicals';
import { useUpsertAction } from '../../api/upsert-action';
import type { RiskList } from './risk-list';

type Produit = DuerpChemicals['unites'][number]['produits'][number];

export interface ChemicalSourcesProps {
  duerp: DuerpDocument;
  idUniteDeTravail: string;
  list: RiskList;
  saving: boolean;
  save: (list: RiskList, successMessage: string) => Promise<void>;
}

const CMR_BADGE = {
  avere: { tone: 'danger', text: 'CMR' },
  suspecte: { tone: 'warning', text: 'CMR suspecté' },
} as const;

/**
 * Issue 44: the register's products used in the unit, shown as the sources of its chemical risks
 * (the person still rates them); a CMR product proposes its chemical risk and a substitution action.
 */
export function ChemicalSources({
  duerp,
  idUniteDeTravail,
  list,
  saving,
  save,
}: ChemicalSourcesProps) {
  const chemicals = useDuerpChemicals(duerp.id);
  const upsert = useUpsertAction();
  const produits =
    chemicals.data?.unites.find((u) => u.idUniteDeTravail === idUniteDeTravail)?.produits ?? [];
  if (produits.length === 0) return null;
  const risks = chemicalRisksOf(list);
  const actions =
    duerp.data.unitesDeTravail.find((u) => u.idUniteDeTravail === idUniteDeTravail)
      ?.papripactActionsPreventives ?? [];
  const busy = saving || upsert.isPending;

  const addRisk = (p: Produit) =>
    void save(
      withChemicalRisk(list, p.nomCommercial, () => crypto.randomUUID()),
      'Risque chimique ajouté',
    );
  const proposeAction = async (p: Produit, idRisque: string) => {
    try {
      await upsert.mutateAsync({
        id: duerp.id,
        body: substitutionActionBody(idUniteDeTravail, idRisque, p.nomCommercial, new Date()),
      });
      toast.success('Action de substitution ajoutée au programme d’actions');
    } catch (error) {
      toast.error(EDITOR_MESSAGES.saveActionFailed, { description: describeApiError(error) });
    }
  };

  return (
    <section
      aria-labelledby={`chemicals-${idUniteDeTravail}`}
      className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h4 id={`chemicals-${idUniteDeTravail}`} className="font-semibold text-slate-900">
        Produits chimiques utilisés dans cette unité
      </h4>
      <p className="mt-1 text-sm text-slate-700">
        Sources du risque chimique, d’après le registre des produits : évaluez ce risque vous-même.
      </p>
      <ul className="mt-3 space-y-3">
        {produits.map((p) => {
          const proposed = actions.some(
            (a) => a.descriptionDeLaMesure === substitutionActionText(p.nomCommercial),
          );
          return (
            <li key={p.id} className="text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-words text-slate-900">{p.nomCommercial}</span>
                {p.cmr && <Badge tone={CMR_BADGE[p.cmr].tone}>{CMR_BADGE[p.cmr].text}</Badge>}
              </div>
              {p.cmr === 'avere' && (
                <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                  {risks.length === 0 && (
                    <Button variant="secondary" disabled={busy} onClick={() => addRisk(p)}>
                      Ajouter le risque chimique
                    </Button>
                  )}
                  {proposed ? (
                    <span className="text-slate-700">Action de substitution proposée.</span>
                  ) : (
                    <Button
                      variant="secondary"
                      disabled={busy || risks.length === 0}
                      onClick={() => void proposeAction(p, risks[0]!.idRisque)}
                    >
                      Proposer une action de substitution
                    </Button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {produits.some((p) => p.cmr === 'avere') && risks.length === 0 && (
        <p className="mt-3 text-sm text-slate-700">
          L’action de substitution se rattache au risque chimique : ajoutez-le d’abord.
        </p>
      )}
    </section>
  );
}
