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

/**
 * TEST MODE — NO MONEY MOVES. The built-in provider stands in for a real processor until one is configured:
 * it accepts and stores no card data (it is never given any), contacts nobody, and answers every valid
 * charge with a reference like `test_<uuid>` (and every refund of one with `test_refund_<uuid>`), so the
 * platform can be run and tested end to end. Payments it handles are recorded with provider 'test-mode', which
 * tells them apart from real ones.
 */
export function createTestModeProvider(options: TestModeOptions = {}): PaymentProvider {
  const outcome = options.outcome ?? (() => 'succeeded');
  return {
    name: testModeProviderName,
    async charge(request) {
      assertValidCharge(request);
      return { status: outcome(request), reference: `test_${randomUUID()}` };
    },
    // Nothing was taken, so nothing is given back: the answer only proves the caller asked.
    async refund(request) {
      if (!testReference.test(request.reference)) {
        throw new InvalidChargeError(`The test-mode provider made no charge "${request.reference}" to refund.`);
      }
      return { reference: `test_refund_${randomUUID()}` };
    },
  };
}

/** The default provider of every service: test mode, every charge succeeds, nothing is really charged. */
export const testModeProvider: PaymentProvider = createTestModeProvider();
