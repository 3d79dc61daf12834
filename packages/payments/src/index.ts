export {
  type ChargeRequest,
  type ChargeOutcome,
  type ChargeResult,
  type ChargeStatus,
  type PaymentProvider,
  InvalidChargeError,
  assertValidCharge,
  tryCharge,
} from './provider';
export { type TestModeOptions, createTestModeProvider, testModeProvider, testModeProviderName } from './test-mode';
