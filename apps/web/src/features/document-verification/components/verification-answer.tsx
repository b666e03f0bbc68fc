import type { VerificationResult } from '@duerp/domain/access';
import { Alert } from '@/components/ui/alert';
import { describeApiError } from '@/lib/api-errors';

/** The verifier's answer, announced to screen readers as it appears. */
export function VerificationAnswer({
  result,
  error,
}: {
  result: VerificationResult | undefined;
  error: unknown;
}) {
  if (error) return <Alert tone="error">{describeApiError(error)}</Alert>;
  if (!result) return null;
  return (
    <Alert tone={result.isAuthentic ? 'success' : 'warning'}>
      <p className="font-semibold">{result.message}</p>
    </Alert>
  );
}
