import { isPapripactMandatory, type DuerpData } from '@duerp/domain/duerp';
import { presentActions } from '@duerp/domain/presentation';
import { ActionItem } from './action-item';
import { below, Heading, type HeadingLevel } from './heading';
import { ViewSection } from './view-section';

/**
 * A preventive-actions section PAPRIPACT (edit link step=6), actions per unit, with the
 * estimated cost per unit and for the whole programme (L4121-3-1: the cost of each measure).
 */
export function PapripactSection({
  data,
  duerpId,
  level,
}: {
  data: DuerpData;
  duerpId: string | null;
  level: HeadingLevel;
}) {
  const shown = presentActions(data);
  return (
    <ViewSection
      title="PAPRIPACT – actions de prévention"
      level={level}
      duerpId={duerpId}
      editStep={6}
    >
      {data.isPapripactEnabled ? (
        <p className="text-sm text-slate-700">
          Programme annuel de prévention des risques professionnels et d'amélioration des conditions
          de travail : {shown.actionCount}.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Le PAPRIPACT n'est pas activé pour ce DUERP.
          {isPapripactMandatory(data.entreprise) &&
            ' Il est pourtant obligatoire pour votre entreprise (50 salariés ou plus, ou secteur public).'}
        </p>
      )}
      {shown.units.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Aucune action de prévention n'a été saisie.</p>
      ) : (
        <>
          <p
            className="mt-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm font-medium text-slate-800"
            data-testid="budget-total"
          >
            {shown.totalLine}
          </p>
          <div className="mt-4 space-y-5">
            {shown.units.map((unit) => (
              <div key={unit.idUniteRps ?? unit.idUniteDeTravail}>
                <Heading level={below(level)} className="mb-2 font-semibold text-slate-900">
                  {unit.displayName}
                </Heading>
                <ul className="space-y-2">
                  {unit.actions.map((action) => (
                    <li key={action.idAction}>
                      <ActionItem action={action} />
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-right text-sm text-slate-700">{unit.detail}</p>
              </div>
            ))}
          </div>
        </>
      )}
    </ViewSection>
  );
}
