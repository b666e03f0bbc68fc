import { Fragment } from 'react';
import type { RisksPresentation, ShownRisk, ShownRiskUnit } from '@duerp/domain/presentation';
import type { RisqueRow } from '@duerp/domain/document-view';
import { ItemPhotosSlot } from '@/components/duerp/item-photos-slot';
import { RiskLevelBadge } from '@/components/risk/risk-level-badge';
import { RatingHistoryLine } from '@/features/duerp';
import { ItemComments } from '@/features/comments';
import { ActionsButton } from './actions-button';

/** Columns a phone has no room for: their content moves under the risk's name there. */
const WIDE = 'hidden sm:table-cell';
const NARROW = 'sm:hidden';
const HEAD = 'px-3 py-2 font-semibold';

/**
 * The interactive view's table: a heading row per unit and per category when grouping, the unit
 * and category as columns otherwise.
 */
export function RiskTable({
  risks,
  units,
  onShowActions,
}: {
  risks: RisksPresentation;
  /** The units to show (those with rows, when searching). */
  units: ShownRiskUnit[];
  onShowActions: (row: RisqueRow) => void;
}) {
  const { unite: showUnit, categorie: showCategory } = risks.columns;
  const columns = 4 + risks.criteria.length + (showUnit ? 1 : 0) + (showCategory ? 1 : 0);
  return (
    // Focusable: a table wider than the screen scrolls sideways with the keyboard too.
    <div
      className="mt-2 overflow-x-auto rounded-lg border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label="Tableau des risques"
    >
      <table className="w-full text-left text-sm sm:min-w-[40rem]">
        <caption className="sr-only">Tableau des risques</caption>
        <thead className="bg-slate-100 text-slate-700">
          <tr>
            <th scope="col" className={HEAD}>
              N°
            </th>
            <th scope="col" className={HEAD}>
              Risque
            </th>
            {showUnit && (
              <th scope="col" className={`${WIDE} ${HEAD}`}>
                Unité de travail
              </th>
            )}
            {showCategory && (
              <th scope="col" className={`${WIDE} ${HEAD}`}>
                Catégorie
              </th>
            )}
            {risks.criteria.map((c) => (
              <th key={c.field} scope="col" className={`${WIDE} ${HEAD} px-2! text-center`}>
                <abbr title={c.label} className="no-underline">
                  {c.letter}
                </abbr>
                <span className="sr-only"> ({c.label})</span>
              </th>
            ))}
            <th scope="col" className={`${WIDE} ${HEAD}`}>
              Niveau
            </th>
            <th scope="col" className={HEAD}>
              Actions
            </th>
          </tr>
        </thead>
        {units.map((unit) => (
          <tbody key={unit.key}>
            {unit.title !== null && (
              <tr className="border-t border-slate-200 bg-blue-50">
                <th
                  colSpan={columns}
                  scope="colgroup"
                  className="px-3 py-2 font-semibold text-blue-950"
                >
                  {unit.title}
                </th>
              </tr>
            )}
            {unit.categories.map((categorie) => (
              <Fragment key={categorie.key}>
                {risks.options.shouldGroupByCategorie && (
                  <tr className="border-t border-slate-200 bg-slate-50">
                    <th
                      colSpan={columns}
                      scope="colgroup"
                      className="px-3 py-1.5 font-medium text-slate-800"
                    >
                      {categorie.title}
                    </th>
                  </tr>
                )}
                {categorie.risks.map((risk) => (
                  <RiskRow
                    key={risk.key}
                    risk={risk}
                    showUnit={showUnit}
                    showCategory={showCategory}
                    onShowActions={onShowActions}
                  />
                ))}
              </Fragment>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function RiskRow({
  risk,
  showUnit,
  showCategory,
  onShowActions,
}: {
  risk: ShownRisk;
  showUnit: boolean;
  showCategory: boolean;
  onShowActions: (row: RisqueRow) => void;
}) {
  const { row } = risk;
  const { risque } = row;
  const badge = <RiskLevelBadge level={risk.level} />;
  return (
    <tr className="border-t border-slate-200 align-top">
      <td className="whitespace-nowrap px-3 py-2 text-slate-700">{risk.code}</td>
      <td className="px-3 py-2">
        <span className="block break-words font-medium text-slate-900">{risk.name}</span>
        {risk.danger.trim() !== '' && (
          <span className="mt-0.5 block break-words text-slate-700">Danger : {risk.danger}</span>
        )}
        {risk.mesuresExistantes.trim() !== '' && (
          // The measures « En place » are one line each (issue 41).
          <span className="mt-0.5 block break-words whitespace-pre-line text-slate-700">
            Mesures existantes : {risk.mesuresExistantes}
          </span>
        )}
        {risk.remarques.trim() !== '' && (
          <span className="mt-0.5 block break-words text-slate-600">
            Remarques : {risk.remarques}
          </span>
        )}
        {risque.isExpositionDifferenciee && (
          <span className="mt-0.5 block break-words text-slate-700">
            Exposition différenciée femmes / hommes
            {risque.expositionDifferencieeNote?.trim()
              ? ` : ${risque.expositionDifferencieeNote}`
              : ''}
          </span>
        )}
        <RatingHistoryLine risque={risque} />
        <ItemComments target={{ cible: 'risque', idCible: risque.idRisque }} label={risk.name} />
        <ItemPhotosSlot
          idUniteDeTravail={row.unite.idUniteDeTravail}
          idRisque={risque.idRisque}
          label={risk.name}
        />
        <span className={`${NARROW} mt-1 flex flex-wrap items-center gap-x-2 gap-y-1`}>
          {badge}
          <span className="text-xs text-slate-600">
            {risk.criteria.map((c) => `${c.letter} ${c.text}`).join(' · ')}
          </span>
          {(showUnit || showCategory) && (
            <span className="block w-full text-xs text-slate-600">
              {[showUnit ? risk.unite : null, showCategory ? risk.categorie : null]
                .filter(Boolean)
                .join(' · ')}
            </span>
          )}
        </span>
      </td>
      {showUnit && <td className={`${WIDE} break-words px-3 py-2 text-slate-800`}>{risk.unite}</td>}
      {showCategory && (
        <td className={`${WIDE} break-words px-3 py-2 text-slate-800`}>{risk.categorie}</td>
      )}
      {risk.criteria.map((c) => (
        <td key={c.field} className={`${WIDE} px-2 py-2 text-center text-slate-800`}>
          {c.text}
        </td>
      ))}
      <td className={`${WIDE} px-3 py-2`}>{badge}</td>
      <td className="px-1 py-0.5">
        <ActionsButton row={row} onShow={onShowActions} />
      </td>
    </tr>
  );
}
