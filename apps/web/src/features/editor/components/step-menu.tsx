import { Link } from 'react-router';
import { EDITOR_STEPS } from '../steps';

/**
 * The side menu of the seven steps, each clickable. `hrefOf` null means the step is not
 * reachable yet (before the document exists, only step 1 is).
 */
export function StepMenu({
  id,
  current,
  hrefOf,
  onSelect,
  className = '',
}: {
  id: string;
  current: number;
  hrefOf: (step: number) => string | null;
  onSelect?: () => void;
  className?: string;
}) {
  return (
    <nav id={id} aria-label="Étapes du DUERP" className={className}>
      <ol className="space-y-1">
        {EDITOR_STEPS.map(({ number, title }) => {
          const href = hrefOf(number);
          const isCurrent = number === current;
          const badge = (
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                isCurrent ? 'bg-blue-700 text-white' : 'bg-slate-200 text-slate-700'
              }`}
            >
              {number}
            </span>
          );
          const content = (
            <>
              {badge}
              <span>
                <span className="sr-only">Étape {number} : </span>
                {title}
              </span>
            </>
          );
          const base = 'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm';
          return (
            <li key={number}>
              {href === null ? (
                <span aria-disabled="true" className={`${base} cursor-not-allowed text-slate-500`}>
                  {content}
                </span>
              ) : (
                <Link
                  to={href}
                  onClick={onSelect}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={`${base} ${isCurrent ? 'bg-blue-50 font-semibold text-blue-900' : 'text-slate-800 hover:bg-slate-100'}`}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
