import { z } from 'zod';
import { OPERATOR_FIELD_NAMES, type OperatorField } from './fields.js';

/** GET /api/public/operator: every field of the identity, null while it is not set. */
export const OperatorIdentitySchema = z.object(
  Object.fromEntries(OPERATOR_FIELD_NAMES.map((name) => [name, z.string().nullable()])) as Record<
    OperatorField,
    z.ZodNullable<z.ZodString>
  >,
);
export type OperatorIdentity = z.infer<typeof OperatorIdentitySchema>;

/** GET /api/public/prices: the list prices excluding tax, for visitors (/tarifs). */
export const PublicPricesResponseSchema = z.object({
  standardPlanPrice: z.number(),
  premiumPlanPrice: z.number(),
});
export type PublicPricesResponse = z.infer<typeof PublicPricesResponseSchema>;
