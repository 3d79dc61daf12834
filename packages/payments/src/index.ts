export {
  type ChargeRequest,
  type ChargeOutcome,
  type ChargeResult,
  type ChargeStatus,
  type PaymentProvider,
  type RefundOutcome,
  type RefundRequest,
  type RefundResult,
  InvalidChargeError,
  assertValidCharge,
  tryCharge,
  tryRefund,
} from './provider';
export {
  type RecordedRefund,
  type TestModeOptions,
  type TestModeProvider,
  createTestModeProvider,
  testModeProvider,
  testModeProviderName,
} from './test-mode';
