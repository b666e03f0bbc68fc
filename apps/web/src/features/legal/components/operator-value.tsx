import { OPERATOR_MISSING_TEXT, type OperatorField } from '@duerp/domain/operator';
import { useOperator } from '../api/get-operator';

/**
 * One piece of the operator's identity, read from the API. Not published yet (or not loaded):
 * a neutral sentence, never a placeholder in brackets.
 */
export function OperatorValue({ field }: { field: OperatorField }) {
  const { data } = useOperator();
  const value = data?.[field];
  if (value) return <>{value}</>;
  return <span className="text-slate-600 italic">{OPERATOR_MISSING_TEXT}</span>;
}
