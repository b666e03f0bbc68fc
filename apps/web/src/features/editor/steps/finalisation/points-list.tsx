import { Link } from 'react-router';
import type { CompletenessProblem } from '@duerp/domain/duerp';
import { paths } from '@/config/paths';
import { stepTitle } from '../../steps';

const KINDS = {
  /**
   * Finalisation: what prevents validating (the domain's completenessProblems, which the
   * API checks again before generating).
   */
  problems: {
    title: 'Votre DUERP ne peut pas encore être validé',
    intro: 'Corrigez les points suivants, puis revenez à cette étape pour valider votre version.',
    linkVerb: 'Corriger',
    box: 'border-amber-300 bg-amber-50',
    text: 'text-amber-950',
    item: 'border-amber-200',
  },
  /** The domain's finalisationAdvisories: none of them prevents validating. */
  advisories: {
    title: 'Points à vérifier',
    intro: null,
    linkVerb: 'Vérifier',
    box: 'border-blue-200 bg-blue-50',
    text: 'text-blue-950',
    item: 'border-blue-100',
  },
} as const;

/** Step 7's problems or points to check, each with a link to the step where it is dealt with. */
export function PointsList({
  kind,
  duerpId,
  points,
}: {
  kind: keyof typeof KINDS;
  duerpId: string;
  points: readonly CompletenessProblem[];
}) {
  const { title, intro, linkVerb, box, text, item } = KINDS[kind];
  const id = `finalisation-${kind}`;
  return (
    <section aria-labelledby={id} className={`rounded-lg border p-4 ${box}`}>
      <h3 id={id} className={`font-semibold ${text}`}>
        {title}
      </h3>
      {intro && <p className={`mt-1 text-sm ${text}`}>{intro}</p>}
      <ul className="mt-3 space-y-2">
        {points.map((point) => (
          <li
            key={`${point.step}-${point.message}`}
            className={`flex flex-col gap-1 rounded-lg border bg-white px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4 ${item}`}
          >
            <span className="text-slate-900">{point.message}</span>
            <Link
              to={paths.editDuerp(duerpId, point.step)}
              className="inline-flex min-h-11 shrink-0 items-center font-semibold text-blue-800 underline hover:text-blue-950"
            >
              {linkVerb} à l'étape {point.step} : {stepTitle(point.step)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
