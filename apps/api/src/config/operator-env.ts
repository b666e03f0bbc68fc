import { z } from 'zod';
import {
  OPERATOR_FIELD_NAMES,
  OPERATOR_FIELDS,
  operatorConsistencyProblems,
  type OperatorField,
} from '@duerp/domain/operator';

/** legalName → OPERATOR_LEGAL_NAME: the environment variable of each identity field. */
export function operatorEnvName(field: OperatorField): `OPERATOR_${string}` {
  return `OPERATOR_${field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

/** Each field's variable, optional, checked with the same rule as `operator set`. */
export const operatorEnvShape = Object.fromEntries(
  OPERATOR_FIELD_NAMES.map((field) => [operatorEnvName(field), z.string().optional()]),
) as Record<`OPERATOR_${string}`, z.ZodOptional<z.ZodString>>;

/** The identity read from the environment: the normalised value, or null when unset. */
export function operatorFromEnv(
  env: Record<string, unknown>,
): Record<OperatorField, string | null> {
  return Object.fromEntries(
    OPERATOR_FIELD_NAMES.map((field) => {
      const raw = env[operatorEnvName(field)];
      const parsed =
        typeof raw === 'string' ? OPERATOR_FIELDS[field].schema.safeParse(raw) : undefined;
      return [field, parsed?.success ? parsed.data : null];
    }),
  ) as Record<OperatorField, string | null>;
}

/** Refuses at start-up a malformed identity value, naming its variable. */
export function refineOperatorEnv(env: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const field of OPERATOR_FIELD_NAMES) {
    const name = operatorEnvName(field);
    const raw = env[name];
    if (typeof raw !== 'string') continue;
    const result = OPERATOR_FIELDS[field].schema.safeParse(raw);
    if (!result.success)
      ctx.addIssue({ code: 'custom', path: [name], message: result.error.issues[0]!.message });
  }
  for (const problem of operatorConsistencyProblems(operatorFromEnv(env)))
    ctx.addIssue({ code: 'custom', path: ['OPERATOR_SIREN'], message: problem });
}
