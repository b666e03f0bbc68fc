import type { Deps } from '../../../lib/deps.js';
import { setOperatorField, showOperator, unsetOperatorField } from './operator.service.js';

/** `npm run admin -- operator show | set <field> <value…> | unset <field>`. */
export function operatorCommand(deps: Deps, args: string[], usage: string): Promise<string> {
  const [action, field, ...value] = args;
  if (action === 'show') return showOperator(deps);
  if (action === 'set' && field && value.length)
    return setOperatorField(deps, field, value.join(' '));
  if (action === 'unset' && field) return unsetOperatorField(deps, field);
  throw new Error(usage);
}
