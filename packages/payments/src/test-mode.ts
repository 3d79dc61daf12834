import { randomUUID } from 'node:crypto';
import { type ChargeRequest, type ChargeStatus, type PaymentProvider, assertValidCharge } from './provider';

/** The name recorded with every payment the test-mode provider handles. */
export const testModeProviderName = 'test-mode';

export interface TestModeOptions {
  /** Decides each charge's outcome; every charge succeeds by default. Tests use it to simulate a decline. */
  outcome?: (request: ChargeRequest) => ChargeStatus;
}

/**
 * TEST MODE — NO MONEY MOVES. The built-in provider stands in for a real processor until one is configured:
 * it accepts and stores no card data (it is never given any), contacts nobody, and answers every valid
 * charge with a reference like `test_<uuid>`, so the platform can be run and tested end to end. Payments it
 * handles are recorded with provider 'test-mode', which tells them apart from real ones.
 */
export function createTestModeProvider(options: TestModeOptions = {}): PaymentProvider {
  const outcome = options.outcome ?? (() => 'succeeded');
  return {
    name: testModeProviderName,
    async charge(request) {
      assertValidCharge(request);
      return { status: outcome(request), reference: `test_${randomUUID()}` };
    },
  };
}

/** The default provider of every service: test mode, every charge succeeds, nothing is really charged. */
export const testModeProvider: PaymentProvider = createTestModeProvider();
