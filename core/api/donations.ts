import { z } from 'zod';
import { DONATION_LIMITS, DONATION_TYPES } from '../donations/amounts';

/** Requests and answers of the donation calls (issue 20). */

export const donationTypeSchema = z.enum(DONATION_TYPES);

/**
 * POST /api/create-payment-intent. `amount` and `type` are checked by core/donations/amounts.ts (so that a
 * wrong value gets the donor's message, not a schema's): amount in dollars, at least 1, at most the maximum,
 * two decimals at most.
 */
export const paymentIntentBody = z.object({
  amount: z
    .unknown()
    .describe(
      `Dollars, a number or numeric string: ${DONATION_LIMITS.min} to ${DONATION_LIMITS.max}, at most two decimals`,
    ),
  type: z.unknown().describe('one-time or monthly'),
  email: z
    .string()
    .max(254)
    .optional()
    .describe("Where the receipt goes; a signed-in donor's confirmed address otherwise"),
  attemptId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, 'attemptId must be 8 to 64 letters, digits or dashes')
    .optional()
    .describe(
      'One id per attempt of the page: a repeated request of the same attempt makes no second payment',
    ),
});
export type PaymentIntentBody = z.infer<typeof paymentIntentBody>;

export const paymentIntentResponse = z
  .object({ clientSecret: z.string().describe("The provider's secret the payment form confirms with") })
  .describe(
    'POST /api/create-payment-intent: a one-time PaymentIntent or the first invoice of a monthly gift',
  );
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

export const donationSetupResponse = z
  .object({
    enabled: z.boolean().describe('Whether online giving is set up (both keys configured)'),
    publishableKey: z.string().nullable().describe("The provider's public key; null when not set up"),
    currency: z.string(),
    otherWays: z.string().describe('How else to give, written by the administrators'),
    presets: z.object({ 'one-time': z.array(z.number()), monthly: z.array(z.number()) }),
    limits: z.object({ min: z.number(), max: z.number(), step: z.number() }),
  })
  .describe('GET /api/donations/setup: what the support page needs');
export type DonationSetupResponse = z.infer<typeof donationSetupResponse>;

const giftSchema = z.object({
  id: z.number().int(),
  kind: donationTypeSchema,
  status: z.enum(['succeeded', 'failed']),
  amountCents: z.number().int(),
  currency: z.string(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
});
export type Gift = z.infer<typeof giftSchema>;

export const monthlyGiftSchema = z
  .object({
    id: z.string().describe("The provider's subscription id"),
    amountCents: z.number().int(),
    currency: z.string(),
    status: z.string().describe("The provider's status: incomplete, active, past_due, canceled, …"),
    createdAt: z.string(),
    canceledAt: z.string().nullable(),
  })
  .describe('A monthly gift');
export type MonthlyGift = z.infer<typeof monthlyGiftSchema>;

export const myDonationsResponse = z
  .object({ gifts: z.array(giftSchema), monthly: z.array(monthlyGiftSchema) })
  .describe("GET /api/account/donations: the signed-in donor's payments (newest first) and monthly gifts");
export type MyDonationsResponse = z.infer<typeof myDonationsResponse>;

const monthTotalsSchema = z.object({
  month: z.string().describe('YYYY-MM (UTC)'),
  oneTimeCents: z.number().int(),
  oneTimeCount: z.number().int(),
  monthlyCents: z.number().int(),
  monthlyCount: z.number().int(),
  failedCount: z.number().int(),
});
export type MonthTotals = z.infer<typeof monthTotalsSchema>;

export const adminDonationsResponse = z
  .object({
    months: z.array(monthTotalsSchema).describe('The last 12 months with gifts, newest first'),
    activeMonthly: z.object({ count: z.number().int(), cents: z.number().int() }),
    recent: z.array(
      giftSchema.extend({ donor: z.string().describe('The username, or "Guest" for a donor not signed in') }),
    ),
    failures: z.array(giftSchema.extend({ donor: z.string() })),
  })
  .describe(
    'GET /api/admin/donations: totals by month, monthly gifts, recent payments and failures; no card data',
  );
export type AdminDonationsResponse = z.infer<typeof adminDonationsResponse>;
