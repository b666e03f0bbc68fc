import { Link } from 'react-router';
import type { CompletenessProblem } from '@duerp/domain';
import { paths } from '@/config/paths';
import { stepTitle } from '../../steps';

/**
 * SPEC §5 "Finalisation": what prevents validating, each problem with a link to the step that
 * fixes it (computed by the domain's completenessProblems, as the API does before generating).
 */
export function ProblemsList({
  duerpId,
  problems,
}: {
  duerpId: string;
  problems: readonly CompletenessProblem[];
}) {
  return (
    <section
      aria-labelledby="finalisation-problems"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h3 id="finalisation-problems" className="font-semibold text-amber-950">
        Votre DUERP ne peut pas encore être validé
      </h3>
      <p className="mt-1 text-sm text-amber-950">
        Corrigez les points suivants, puis revenez à cette étape pour valider votre version.
      </p>
      <ul className="mt-3 space-y-2">
        {problems.map((problem) => (
          <li
            key={`${problem.step}-${problem.message}`}
            className="flex flex-col gap-1 rounded-lg border border-amber-200 bg-white px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between sm:gap-4"
          >
            <span className="text-slate-900">{problem.message}</span>
            <Link
              to={paths.editDuerp(duerpId, problem.step)}
              className="inline-flex min-h-11 shrink-0 items-center font-semibold text-blue-800 underline hover:text-blue-950"
            >
              Corriger à l'étape {problem.step} : {stepTitle(problem.step)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
