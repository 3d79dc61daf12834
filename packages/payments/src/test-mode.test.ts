import {
  InvalidChargeError,
  type PaymentProvider,
  createTestModeProvider,
  testModeProvider,
  tryCharge,
  tryRefund,
} from './index';

const charge = { amount: 119.94, currency: 'USD', description: 'Young Minds Pro plan, 6 months', parentId: 7 };

describe('the test-mode payment provider', () => {
  it('when a valid charge comes in, then it succeeds with a test reference and says it is test mode', async () => {
    const first = await testModeProvider.charge(charge);
    const second = await testModeProvider.charge({ ...charge, parentId: null });
    expect(testModeProvider.name).toBe('test-mode');
    expect(first).toEqual({ status: 'succeeded', reference: expect.stringMatching(/^test_[0-9a-f-]{36}$/) });
    expect(second.reference).not.toBe(first.reference);
  });

  it('when told to decline, then the charge fails with a reference of its own', async () => {
    const declining = createTestModeProvider({ outcome: () => 'failed' });
    expect(await declining.charge(charge)).toEqual({ status: 'failed', reference: expect.stringMatching(/^test_/) });
  });

  it.each([
    ['a zero amount', { amount: 0 }],
    ['a negative amount', { amount: -5 }],
    ['fractions of a cent', { amount: 10.005 }],
    ['no number', { amount: Number.NaN }],
    ['a lower-case currency', { currency: 'usd' }],
    ['a blank description', { description: ' ' }],
  ])('when the request has %s, then it is refused as a programming error', async (_case, change) => {
    await expect(testModeProvider.charge({ ...charge, ...change })).rejects.toBeInstanceOf(InvalidChargeError);
  });
});

describe('refunds', () => {
  it('when a succeeded test-mode charge is refunded, then the refund gets a test reference of its own', async () => {
    const { reference } = await testModeProvider.charge(charge);
    const refund = { reference, amount: charge.amount, currency: charge.currency, reason: 'registration failed' };
    expect(await testModeProvider.refund(refund)).toEqual({
      reference: expect.stringMatching(/^test_refund_[0-9a-f-]{36}$/),
    });
    expect(await tryRefund(testModeProvider, refund)).toEqual({
      status: 'refunded',
      reference: expect.stringMatching(/^test_refund_/),
    });
  });

  it('when one charge is refunded twice, then the second answers the first refund, which the provider recorded', async () => {
    const provider = createTestModeProvider();
    const { reference } = await provider.charge(charge);
    expect(provider.refundOf(reference)).toBeUndefined();
    const refund = { reference, amount: charge.amount, currency: charge.currency, reason: 'money-back guarantee' };
    const first = await provider.refund(refund);
    expect(await provider.refund(refund)).toEqual(first);
    expect(provider.refundOf(reference)).toEqual({
      chargeReference: reference,
      reference: first.reference,
      amount: 119.94,
      currency: 'USD',
      reason: 'money-back guarantee',
    });
  });

  it('when asked to refund a charge it never made, then the test-mode provider refuses', async () => {
    const refund = { reference: 'ch_live_123', amount: 1, currency: 'USD', reason: 'x' };
    await expect(testModeProvider.refund(refund)).rejects.toBeInstanceOf(InvalidChargeError);
  });

  it('when the provider cannot refund, then tryRefund answers unavailable with the error instead of rejecting', async () => {
    const error = new Error('connect ECONNREFUSED');
    const broken: PaymentProvider = { ...testModeProvider, name: 'broken', refund: () => Promise.reject(error) };
    const refund = { reference: 'test_x', amount: 1, currency: 'USD', reason: 'x' };
    expect(await tryRefund(broken, refund)).toEqual({ status: 'unavailable', error });
  });
});

describe('tryCharge', () => {
  it('when the provider answers, then its answer comes back', async () => {
    expect(await tryCharge(testModeProvider, charge)).toMatchObject({ status: 'succeeded' });
  });

  it('when the provider fails, then the outcome is unavailable with the error', async () => {
    const error = new Error('connect ECONNREFUSED');
    const broken: PaymentProvider = { ...testModeProvider, name: 'broken', charge: () => Promise.reject(error) };
    expect(await tryCharge(broken, charge)).toEqual({ status: 'unavailable', error });
  });

  it('when the request is invalid, then the provider is never called', async () => {
    const provider = { ...testModeProvider, name: 'spy', charge: jest.fn() };
    await expect(tryCharge(provider, { ...charge, amount: -1 })).rejects.toBeInstanceOf(InvalidChargeError);
    expect(provider.charge).not.toHaveBeenCalled();
  });
});
