/**
 * What a service asks a payment provider to do. Callers never see card data: a real processor collects it
 * in its own hosted form and hands the provider a token, so it never reaches our services or our database.
 */
export interface ChargeRequest {
  /** In the currency's main unit (USD: dollars), with at most two decimals. */
  amount: number;
  /** ISO 4217, upper case ('USD'). */
  currency: string;
  /** What the customer sees on their statement. */
  description: string;
  /** Who pays; null at registration, where the account is created only after the charge went through. */
  parentId: number | null;
}

export type ChargeStatus = 'succeeded' | 'failed';

export interface ChargeResult {
  status: ChargeStatus;
  /** The provider's id of this charge (recorded as `provider_reference`), for a declined charge too. */
  reference: string;
}

/** Gives back a succeeded charge in full: `reference` is the charge's `ChargeResult.reference`. */
export interface RefundRequest {
  reference: string;
  /** The charged amount, in the currency's main unit (a refund is always of the whole charge). */
  amount: number;
  currency: string;
  /** Why, for the provider's records and our logs (e.g. 'registration could not be completed'). */
  reason: string;
}

export interface RefundResult {
  /** The provider's id of the refund (or of the void, when the charge was not yet captured). */
  reference: string;
}

/**
 * A payment processor behind one small interface, so a real one can replace the test-mode provider without
 * touching the callers (the auth service at registration, the subscriptions service at subscribe/renew).
 * `charge` resolves with `failed` for a declined charge and rejects only when the provider could not be
 * reached or misbehaved (nothing is known to have been charged then).
 * `refund` gives back a succeeded charge the caller could not use (the account or period it paid for could
 * not be written); it must be safe to call twice for one reference (a real processor: voids an uncaptured
 * charge, refunds a captured one, with the charge reference as its idempotency key). It rejects when the
 * provider could not do it: the caller then logs the reference for an operator.
 */
export interface PaymentProvider {
  /** Recorded with every payment ('test-mode' for the built-in provider). */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** A request no provider should see: a programming error in the caller, not a declined card. */
export class InvalidChargeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidChargeError';
  }
}

/** Checks what every provider needs: a positive amount in whole cents, a three-letter currency, a description. */
export function assertValidCharge(request: ChargeRequest): void {
  const { amount, currency, description } = request;
  if (!Number.isFinite(amount) || amount <= 0 || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6) {
    throw new InvalidChargeError(`A charge needs a positive amount in whole cents (got ${String(amount)}).`);
  }
  if (!/^[A-Z]{3}$/.test(currency))
    throw new InvalidChargeError(`A charge needs an ISO 4217 currency (got "${currency}").`);
  if (description.trim() === '') throw new InvalidChargeError('A charge needs a description.');
}

/** A charge's outcome as callers handle it: the provider's answer, or `unavailable` when it gave none. */
export type ChargeOutcome = ChargeResult | { status: 'unavailable'; error: unknown };

/**
 * Charges through `provider` and never rejects for the provider's sake: a provider that cannot be reached
 * or fails is `unavailable` (nothing is known to be charged; the caller answers 503). A request no provider
 * should see still throws InvalidChargeError, before the provider is called: that is the caller's bug.
 */
export async function tryCharge(provider: PaymentProvider, request: ChargeRequest): Promise<ChargeOutcome> {
  assertValidCharge(request);
  try {
    return await provider.charge(request);
  } catch (error) {
    return { status: 'unavailable', error };
  }
}

/** A refund's outcome as callers handle it: never rejects, since the caller is already failing for another reason. */
export type RefundOutcome = { status: 'refunded'; reference: string } | { status: 'unavailable'; error: unknown };

/**
 * Refunds a charge the caller could not use and never rejects: the caller is already answering an error and
 * logs an `unavailable` outcome (with the charge reference) for an operator to reconcile.
 */
export async function tryRefund(provider: PaymentProvider, request: RefundRequest): Promise<RefundOutcome> {
  try {
    const { reference } = await provider.refund(request);
    return { status: 'refunded', reference };
  } catch (error) {
    return { status: 'unavailable', error };
  }
}
