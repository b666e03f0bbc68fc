import { z } from 'zod';
import { isEuCountryCode, normalizeCountry } from './countries.js';
import { PAYMENT_MESSAGES } from './messages.js';
import { PLAN_CODES } from './pricing.js';
import { freeText } from '../validation/free-text.js';
import { requiredText, tooLongMessage } from '../validation/required.js';

export const PremiumPriceInfoSchema = z.object({
  originalPrice: z.number(),
  currentPrice: z.number(),
  discount: z.number(),
});

export const PricesResponseSchema = z.object({
  isVip: z.boolean(),
  isActivePremiumPlan: z.boolean(),
  premiumPlanActiveUntilDate: z.string().nullable(),
  numberOfActiveStandardPlan: z.number().int(),
  isOnFreePlan: z.boolean(),
  standardPlanPrice: z.number(),
  premiumPriceInfo: PremiumPriceInfoSchema,
  /** Optional addition: purchases go to the built-in test provider (no real payment). */
  isTestPayment: z.boolean().optional(),
});
export type PricesResponse = z.infer<typeof PricesResponseSchema>;

export const SubscriptionSchema = z.object({
  id: z.string(),
  productDisplayName: z.string(),
  /** What was actually paid for the current period (after coupon or premium credit). */
  recurringPriceHT: z.number(),
  recurringPriceTTC: z.number(),
  /** Optional addition: what the next renewal charges, when it differs from the price paid. */
  renewalPriceTTC: z.number().optional(),
  isActive: z.boolean(),
  isAutoRenew: z.boolean(),
  plannedNextBillingTime: z.string().nullable(),
  plannedCancellationTime: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const BillingAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  vatNumber: z.string(),
});
export const BillingProfileSchema = z.object({
  id: z.string(),
  billingAddress: BillingAddressSchema,
});
export type BillingProfile = z.infer<typeof BillingProfileSchema>;

/** The billing-profile modal, shared by the form and the route. */
export const UpsertBillingProfileBodySchema = z.strictObject({
  id: z.uuid({ error: 'Identifiant invalide.' }).optional(),
  name: requiredText(PAYMENT_MESSAGES.nameRequired, 200),
  line1: requiredText(PAYMENT_MESSAGES.line1Required, 200),
  line2: freeText().trim().max(200).default(''),
  postalCode: requiredText(PAYMENT_MESSAGES.postalCodeRequired, 20),
  city: requiredText(PAYMENT_MESSAGES.cityRequired, 100),
  country: z
    .string({ error: PAYMENT_MESSAGES.countryRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.countryRequired)
    .max(60, tooLongMessage(60))
    .transform(normalizeCountry)
    .refine(isEuCountryCode, PAYMENT_MESSAGES.countryInvalid),
  vatNumber: z.string().trim().max(30).default(''),
});
export type UpsertBillingProfileBody = z.input<typeof UpsertBillingProfileBodySchema>;

export const CheckCouponBodySchema = z.strictObject({
  couponCode: z
    .string({ error: PAYMENT_MESSAGES.couponEmpty })
    .trim()
    .min(1, PAYMENT_MESSAGES.couponEmpty)
    .max(50, tooLongMessage(50)),
});
export const CheckCouponResponseSchema = z.object({
  isValidCoupon: z.boolean(),
  discountPercentage: z.number(),
});

const PlanIdSchema = z.enum(PLAN_CODES, { error: PAYMENT_MESSAGES.planUnsupported });
const UrlSchema = z.url({ error: "L'adresse de retour est invalide." }).max(2000);

export const PaymentInitBodySchema = z
  .strictObject({
    planId: PlanIdSchema,
    billingProfileId: z
      .string({ error: PAYMENT_MESSAGES.billingProfileRequired })
      .min(1, PAYMENT_MESSAGES.billingProfileRequired)
      .pipe(z.uuid({ error: PAYMENT_MESSAGES.billingProfileRequired })),
    successUrl: UrlSchema,
    cancelUrl: UrlSchema,
    duerpDocId: z.uuid({ error: 'Identifiant invalide.' }).optional(),
    couponCode: z.string().trim().max(50).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.planId === 'SUBPLAN_STANDARD' && !body.duerpDocId) {
      ctx.addIssue({
        code: 'custom',
        path: ['duerpDocId'],
        message: PAYMENT_MESSAGES.duerpIdMissing,
      });
    }
  });
export type PaymentInitBody = z.infer<typeof PaymentInitBodySchema>;
export const PaymentInitResponseSchema = z.object({ checkoutUrl: z.string() });

export const PaymentManageBodySchema = z.strictObject({
  returnUrl: UrlSchema,
  billingProfileId: z.uuid({ error: PAYMENT_MESSAGES.billingProfileRequired }),
});
export const PaymentManageResponseSchema = z.object({ managePageUrl: z.string() });

export const CheckSuccessBodySchema = z.strictObject({
  subscriptionId: z
    .string({ error: PAYMENT_MESSAGES.subscriptionParamMissing })
    .min(1, PAYMENT_MESSAGES.subscriptionParamMissing)
    .pipe(z.uuid({ error: PAYMENT_MESSAGES.subscriptionNotFound })),
});
/**
 * Where a purchase stands: `paid` (active), `pending` (checkout open or confirmation not arrived
 * yet), `processing` (paid by a means that settles later), `failed`, `cancelled`, or `refunded`
 * (paid twice: this payment was given back).
 */
export const PAYMENT_STATES = [
  'paid',
  'pending',
  'processing',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
export const CheckSuccessResponseSchema = z.object({
  isPaymentSuccess: z.boolean(),
  /** Optional addition to the answer: lets /after-payment say "paiement en cours de traitement". */
  paymentState: z.enum(PAYMENT_STATES).optional(),
});

export const ToggleAutoRenewBodySchema = z.strictObject({
  subscriptionId: z.uuid({ error: PAYMENT_MESSAGES.subscriptionNotFound }),
  shouldEnableAutoRenew: z.boolean(),
});
