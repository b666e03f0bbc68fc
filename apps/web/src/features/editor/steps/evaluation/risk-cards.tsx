import { presentLevel } from '@duerp/domain/presentation';
import type { Categorie, Risque } from '@duerp/domain/duerp';
import { ItemPhotosSlot } from '@/components/duerp/item-photos-slot';
import { RiskLevelBadge } from '@/components/risk/risk-level-badge';
import { CommentsButton } from '@/features/comments';
import { EditableArea } from '../../components/editable-area';

/**
 * A unit's risks by category, each a card that opens its evaluation (not for a Lecteur), with its
 * comments (for every member) and its photos.
 */
export function RiskCards({
  duerpId,
  idUniteDeTravail,
  categories,
  risques,
  onEvaluate,
}: {
  duerpId: string;
  idUniteDeTravail: string;
  categories: readonly Categorie[];
  risques: readonly Risque[];
  onEvaluate: (risque: Risque) => void;
}) {
  return (
    <div className="space-y-5">
      {categories.map((categorie) => {
        const list = risques.filter((r) => r.idCategorie === categorie.idCategorie);
        if (list.length === 0) return null;
        return (
          <section key={categorie.idCategorie} aria-label={categorie.displayName}>
            <h4 className="mb-2 text-sm font-semibold text-slate-800">{categorie.displayName}</h4>
            <ul className="grid gap-2 sm:grid-cols-2">
              {list.map((risque) => (
                <li key={risque.idRisque} className="flex flex-col">
                  <EditableArea className="flex-1">
                    <button
                      type="button"
                      onClick={() => onEvaluate(risque)}
                      className={`flex h-full min-h-16 w-full flex-col items-start gap-2 rounded-lg border p-3 text-left hover:border-blue-400 hover:bg-blue-50 ${
                        risque.isRisqueEvalue
                          ? 'border-slate-200 bg-white'
                          : 'border-dashed border-slate-400 bg-slate-50'
                      }`}
                    >
                      <span className="text-sm font-medium break-words text-slate-900">
                        {risque.displayName}
                      </span>
                      {risque.isRisqueEvalue ? (
                        <RiskLevelBadge
                          level={presentLevel(
                            risque.niveauDeRisqueValue,
                            risque.niveauDeRisqueStatus,
                          )}
                        />
                      ) : (
                        <span className="text-sm font-semibold text-blue-800">
                          Cliquez pour évaluer
                        </span>
                      )}
                    </button>
                  </EditableArea>
                  <CommentsButton
                    duerpId={duerpId}
                    target={{ cible: 'risque', idCible: risque.idRisque }}
                    label={risque.displayName}
                  />
                  <ItemPhotosSlot
                    idUniteDeTravail={idUniteDeTravail}
                    idRisque={risque.idRisque}
                    label={risque.displayName}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
