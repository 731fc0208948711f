/** Donation amounts (docs/features/donations.md), shared by the server's checks and the support page. */

export const DONATION_TYPES = ['one-time', 'monthly'] as const;
export type DonationType = (typeof DONATION_TYPES)[number];

/** Preset buttons, in dollars, per kind of gift. */
export const DONATION_PRESETS: Record<DonationType, readonly number[]> = {
  'one-time': [10, 25, 50, 100, 250, 500],
  monthly: [5, 10, 25, 50, 100, 250],
};

/** Limits of an amount, in dollars: the support page's minimum and step, and the largest gift taken online (decision 201). */
export const DONATION_LIMITS = { min: 1, max: 10_000, step: 0.01 } as const;

export type AmountCheck = { ok: true; cents: number } | { ok: false; message: string };

/**
 * Checks an amount in dollars as a request carries it (a number, or a numeric string from a form) and answers
 * it in cents, or the message a donor reads. Nothing about the amount is trusted but what passes here.
 */
export function checkDonationAmount(value: unknown): AmountCheck {
  const notNumber = {
    ok: false,
    message: 'amount must be a number of dollars, such as 25 or 12.50',
  } as const;
  const tooPrecise = { ok: false, message: 'amount may have at most two decimals (cents)' } as const;
  let dollars: number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return notNumber;
    dollars = value;
    if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return tooPrecise;
  } else if (typeof value === 'string') {
    const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(value.trim());
    if (!match) return notNumber;
    if ((match[2] ?? '').length > 2) return tooPrecise;
    dollars = Number(value.trim());
  } else return notNumber;
  if (dollars < DONATION_LIMITS.min) return { ok: false, message: 'amount must be at least $1' };
  if (dollars > DONATION_LIMITS.max)
    return { ok: false, message: `amount must be at most $${DONATION_LIMITS.max.toLocaleString('en-US')}` };
  return { ok: true, cents: Math.round(dollars * 100) };
}

/** A type of gift the server knows, or undefined. */
export function donationType(value: unknown): DonationType | undefined {
  return DONATION_TYPES.find((type) => type === value);
}

/** Dollars for display: "$25" or "$12.50". */
export function formatDollars(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/**
 * The amount the page uses: the preset, else the parsed custom value, else 0. Choosing a preset
 * clears the custom value and typing clears the preset, so at most one of them is set.
 */
export function chosenAmount(preset: number | null, custom: string): number {
  if (preset !== null) return preset;
  const parsed = Number.parseFloat(custom);
  return Number.isFinite(parsed) ? parsed : 0;
}
