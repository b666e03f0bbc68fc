import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';

/** Steps 4 to 6 with nothing to show: a warning that links to the step that fixes it. */
export function MissingStepWarning({
  duerpId,
  step,
  text,
  linkLabel,
}: {
  duerpId: string;
  step: number;
  text: string;
  linkLabel: string;
}) {
  return (
    <Alert tone="warning">
      <p>
        {text}{' '}
        <Link to={paths.editDuerp(duerpId, step)} className="font-semibold underline">
          {linkLabel}
        </Link>
      </p>
    </Alert>
  );
}
