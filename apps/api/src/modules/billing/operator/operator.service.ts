import {
  OPERATOR_FIELD_NAMES,
  OPERATOR_FIELDS,
  isOperatorField,
  operatorConsistencyProblems,
  type OperatorField,
  type OperatorIdentity,
} from '@duerp/domain/operator';
import { operatorEnvName, operatorFromEnv } from '../../../config/operator-env.js';
import type { Deps } from '../../../lib/deps.js';
import {
  deleteOperatorSetting,
  listOperatorSettings,
  upsertOperatorSetting,
} from './operator.repository.js';

/**
 * The operator's identity: a value set with `npm run admin -- operator set` (database) wins over
 * the environment variable, so that it can be changed without a restart; null when neither is set.
 */
export async function getOperatorIdentity(deps: Deps): Promise<OperatorIdentity> {
  const identity: OperatorIdentity = operatorFromEnv(deps.env);
  for (const row of await listOperatorSettings(deps.db)) {
    if (isOperatorField(row.field)) identity[row.field] = row.value;
  }
  return identity;
}

/** The fields nobody has set yet, with the variable that sets each. */
export function missingOperatorFields(identity: OperatorIdentity) {
  return OPERATOR_FIELD_NAMES.filter((field) => identity[field] === null).map((field) => ({
    field,
    variable: operatorEnvName(field),
  }));
}

/** The production start-up warning, or null when the identity is complete. */
export async function operatorStartupWarning(deps: Deps): Promise<string | null> {
  const missing = missingOperatorFields(await getOperatorIdentity(deps));
  if (missing.length === 0) return null;
  return (
    "Identité de l'exploitant incomplète (pages légales et factures) : à définir " +
    missing.map((m) => `${m.variable} (ou npm run admin -- operator set ${m.field} …)`).join(', ')
  );
}

function requireField(name: string): OperatorField {
  if (isOperatorField(name)) return name;
  throw new Error(`Champ inconnu : « ${name} ». Champs : ${OPERATOR_FIELD_NAMES.join(', ')}`);
}

/** `operator set <field> <value>`: checked like the environment, then stored. */
export async function setOperatorField(deps: Deps, name: string, raw: string): Promise<string> {
  const field = requireField(name);
  const parsed = OPERATOR_FIELDS[field].schema.safeParse(raw);
  if (!parsed.success)
    throw new Error(`${OPERATOR_FIELDS[field].label} : ${parsed.error.issues[0]!.message}`);
  const next = { ...(await getOperatorIdentity(deps)), [field]: parsed.data };
  const problems = operatorConsistencyProblems(next);
  if (problems.length) throw new Error(`Valeur refusée : ${problems.join(' ; ')}`);
  await upsertOperatorSetting(deps.db, field, parsed.data);
  return `${OPERATOR_FIELDS[field].label} = ${parsed.data}`;
}

/** `operator unset <field>`: the environment's value (if any) applies again. */
export async function unsetOperatorField(deps: Deps, name: string): Promise<string> {
  const field = requireField(name);
  const removed = await deleteOperatorSetting(deps.db, field);
  return removed
    ? `${OPERATOR_FIELDS[field].label} : valeur de la base supprimée`
    : `${OPERATOR_FIELDS[field].label} : aucune valeur en base`;
}

/** `operator show`: each field, its value and where it comes from. */
export async function showOperator(deps: Deps): Promise<string> {
  const fromEnv = operatorFromEnv(deps.env);
  const stored = new Map(
    (await listOperatorSettings(deps.db)).map((row) => [row.field, row.value] as const),
  );
  return OPERATOR_FIELD_NAMES.map((field) => {
    const value = stored.get(field) ?? fromEnv[field];
    const source = stored.has(field) ? 'base' : value !== null ? operatorEnvName(field) : '';
    const shown = value === null ? `(non défini : ${operatorEnvName(field)})` : value;
    return `${field.padEnd(20)} ${shown}${source ? `  [${source}]` : ''}`;
  }).join('\n');
}
