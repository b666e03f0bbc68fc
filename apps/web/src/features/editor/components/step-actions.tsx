import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/ui/button';

export interface StepActionsProps {
  /** Step 1 offers Quit (a link) where other steps offer Previous. */
  previous: { label: string; onClick: () => void } | { label: string; to: string };
  /** Absent on step 7. */
  next?: {
    label: string;
    onClick?: () => void;
    disabled?: boolean;
    loading?: boolean;
    type?: 'button' | 'submit';
    /** Why the button is disabled, said beside it (e.g. « Connexion nécessaire » offline). */
    reason?: string;
  };
}

/** The Previous/Next bar under each step. */
export function StepActions({ previous, next }: StepActionsProps) {
  return (
    <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
      {'to' in previous ? (
        <Link to={previous.to} className={buttonClassName('secondary')}>
          {previous.label}
        </Link>
      ) : (
        <Button variant="secondary" onClick={previous.onClick}>
          <span aria-hidden="true">←</span> {previous.label}
        </Button>
      )}
      {next && (
        <div className="flex flex-wrap items-center gap-3">
          {next.reason && (
            <p id="step-next-reason" className="text-sm font-medium text-amber-900">
              {next.reason}
            </p>
          )}
          <Button
            type={next.type ?? 'button'}
            onClick={next.onClick}
            disabled={next.disabled}
            loading={next.loading}
            aria-describedby={next.reason ? 'step-next-reason' : undefined}
          >
            {next.label} <span aria-hidden="true">→</span>
          </Button>
        </div>
      )}
    </div>
  );
}
