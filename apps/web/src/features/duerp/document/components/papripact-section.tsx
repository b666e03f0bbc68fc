import { isPapripactMandatory, type DuerpData } from '@duerp/domain';
import { plural } from '@/features/duerp/utils/format';
import { ActionItem } from './action-item';
import { below, Heading, type HeadingLevel } from './heading';
import { ViewSection } from './view-section';

/** SPEC §2 "a preventive-actions section PAPRIPACT (edit link step=6)", actions per unit. */
export function PapripactSection({
  data,
  duerpId,
  level,
}: {
  data: DuerpData;
  duerpId: string;
  level: HeadingLevel;
}) {
  const units = data.unitesDeTravail.filter((u) => u.papripactActionsPreventives.length > 0);
  const count = units.reduce((sum, u) => sum + u.papripactActionsPreventives.length, 0);
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
          de travail : {plural(count, 'action')}.
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          Le PAPRIPACT n'est pas activé pour ce DUERP.
          {isPapripactMandatory(data.entreprise) &&
            ' Il est pourtant obligatoire pour votre entreprise (50 salariés ou plus, ou secteur public).'}
        </p>
      )}
      {count === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Aucune action de prévention n'a été saisie.</p>
      ) : (
        <div className="mt-4 space-y-5">
          {units.map((unite) => (
            <div key={unite.idUniteDeTravail}>
              <Heading level={below(level)} className="mb-2 font-semibold text-slate-900">
                {unite.displayName}
              </Heading>
              <ul className="space-y-2">
                {unite.papripactActionsPreventives.map((action) => (
                  <li key={action.idAction}>
                    <ActionItem
                      action={action}
                      risque={unite.risques.find((r) => r.idRisque === action.idRisqueAssocie)}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </ViewSection>
  );
}
