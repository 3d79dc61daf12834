import { randomUUID } from 'node:crypto';
import {
  type ChargeRequest,
  type ChargeStatus,
  InvalidChargeError,
  type PaymentProvider,
  assertValidCharge,
} from './provider';

/** The name recorded with every payment the test-mode provider handles. */
export const testModeProviderName = 'test-mode';

export interface TestModeOptions {
  /** Decides each charge's outcome; every charge succeeds by default. Tests use it to simulate a decline. */
  outcome?: (request: ChargeRequest) => ChargeStatus;
}

const testReference = /^test_[0-9a-f-]{36}$/;

/** A refund the test-mode provider recorded (no money moved). */
export interface RecordedRefund {
  /** The refunded charge's reference. */
  chargeReference: string;
  /** The refund's own reference (`test_refund_<uuid>`). */
  reference: string;
  amount: number;
  currency: string;
  reason: string;
}

/** The test-mode provider, which also tells which refunds it recorded (for tests and operators). */
export interface TestModeProvider extends PaymentProvider {
  /** The refund recorded for a charge, or undefined when it was never refunded. */
  refundOf(chargeReference: string): RecordedRefund | undefined;
}

/**
 * TEST MODE — NO MONEY MOVES. The built-in provider stands in for a real processor until one is configured:
 * it accepts and stores no card data (it is never given any), contacts nobody, and answers every valid
 * charge with a reference like `test_<uuid>` (and every refund of one with `test_refund_<uuid>`), so the
 * platform can be run and tested end to end. Payments it handles are recorded with provider 'test-mode', which
 * tells them apart from real ones.
 */
export function createTestModeProvider(options: TestModeOptions = {}): TestModeProvider {
  const outcome = options.outcome ?? (() => 'succeeded');
  const refunds = new Map<string, RecordedRefund>();
  return {
    name: testModeProviderName,
    async charge(request) {
      assertValidCharge(request);
      return { status: outcome(request), reference: `test_${randomUUID()}` };
    },
    // Nothing was taken, so nothing is given back: the refund is only recorded. Asking again for one charge
    // answers the first refund, as a real processor does with the charge reference as its idempotency key.
    async refund(request) {
      if (!testReference.test(request.reference)) {
        throw new InvalidChargeError(`The test-mode provider made no charge "${request.reference}" to refund.`);
      }
      const earlier = refunds.get(request.reference);
      if (earlier) return { reference: earlier.reference };
      const { reference: chargeReference, amount, currency, reason } = request;
      const recorded = { chargeReference, reference: `test_refund_${randomUUID()}`, amount, currency, reason };
      refunds.set(chargeReference, recorded);
      return { reference: recorded.reference };
    },
    refundOf(chargeReference) {
      return refunds.get(chargeReference);
    },
  };
}

/** The default provider of every service: test mode, every charge succeeds, nothing is really charged. */
export const testModeProvider: TestModeProvider = createTestModeProvider();
