import { serviceDatabases } from '@young-minds/db/testing';
import { formatMailMoney } from '@young-minds/mail';
import { bearer, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type SubscriptionsHarness, startSubscriptions } from '../test-support';
import { moneyEmailKinds } from './money';
import { createRenewalReminders } from './reminders';

const paidAt = new Date('2026-03-02T10:00:00Z');
const hour = 3_600_000;
const appUrl = 'https://youngminds.example';

describe.each(serviceDatabases())('the money emails on $name', ({ name }) => {
  let harness: SubscriptionsHarness;
  let clock = paidAt;

  beforeAll(async () => {
    harness = await startSubscriptions(name, { now: () => clock });
  });
  afterAll(() => harness.close());

  async function emailOf(parentId: number): Promise<string> {
    const parent = await harness.db.models.User.findByPk(parentId);
    if (!parent?.email) throw new Error('the parent has no address');
    return parent.email;
  }
  const outbox = async (parentId: number) => harness.db.repos.emailOutbox.listTo(await emailOf(parentId));

  /** A family whose plan ended on the payment day, renewed at `paidAt` to 2026-09-02; the parent's language given. */
  async function paidFamily(locale: string | null = null) {
    clock = paidAt;
    const family = await createFamily(harness, { startDate: '2025-09-02' });
    await harness.db.models.User.update({ locale }, { where: { id: family.parent.id } });
    const renewed = await harness
      .api()
      .post('/api/subscriptions/subscribe')
      .set(bearer(family.parent))
      .send({ plan: 'Pro', expectedTotal: 119.94 });
    expect(renewed.status).toBe(201);
    return { ...family, payment: renewed.body.payment as { id: number; provider_reference: string } };
  }
  const cancel = (family: { parent: { token: string } }) =>
    harness.api().post('/api/subscriptions/me/cancel').set(bearer(family.parent));

  it('when a parent pays, then exactly one receipt with the total, plan, period and references is in the outbox', async () => {
    const family = await paidFamily();
    const emails = await outbox(family.parent.id);
    expect(emails).toHaveLength(1);
    const [receipt] = emails;
    expect(receipt).toMatchObject({ kind: moneyEmailKinds.receipt, language: 'en', status: 'pending' });
    expect(receipt?.subject).toContain(`YM-${String(family.payment.id).padStart(6, '0')}`);
    expect(receipt?.textBody).toContain('Amount paid: $119.94');
    expect(receipt?.textBody).toContain('Plan: Pro');
    expect(receipt?.textBody).toContain('Period: 3 March 2026 to 2 September 2026');
    expect(receipt?.textBody).toContain(`Payment reference: ${family.payment.provider_reference}`);
    expect(receipt?.textBody).toContain('See your subscription: http://localhost:8080/parent/subscription');
  });

  it('when an Arabic-speaking parent pays, then the receipt is in Arabic with the amount in Arabic digits', async () => {
    const family = await paidFamily('ar');
    const [receipt] = await outbox(family.parent.id);
    expect(receipt).toMatchObject({ kind: moneyEmailKinds.receipt, language: 'ar' });
    expect(receipt?.htmlBody).toContain('dir="rtl"');
    expect(receipt?.textBody).toContain(`المبلغ المدفوع: ${formatMailMoney('ar', 119.94, 'USD')}`);
    expect(formatMailMoney('ar', 119.94, 'USD')).toContain('١١٩٫٩٤');
  });

  it('when the parent cancels within the guarantee, then a refund confirmation with the amount follows the receipt', async () => {
    const family = await paidFamily();
    clock = new Date(paidAt.getTime() + 2 * hour);
    expect((await cancel(family)).status).toBe(200);
    const emails = await outbox(family.parent.id);
    expect(emails.map((email) => email.kind).sort()).toEqual([moneyEmailKinds.receipt, moneyEmailKinds.refund].sort());
    const refund = emails.find((email) => email.kind === moneyEmailKinds.refund);
    expect(refund?.textBody).toContain('Amount refunded: $119.94');
    expect(refund?.textBody).toContain('Plan: Pro');
  });

  it('when the parent cancels after the guarantee, then the cancellation says until when access lasts', async () => {
    const family = await paidFamily();
    clock = new Date(paidAt.getTime() + 200 * hour);
    expect((await cancel(family)).status).toBe(200);
    const cancellation = (await outbox(family.parent.id)).find((email) => email.kind === moneyEmailKinds.cancellation);
    expect(cancellation?.textBody).toContain('Your family keeps full access until 2 September 2026');
    // A second cancel is refused (409) and writes nothing more.
    expect((await cancel(family)).status).toBe(409);
    expect(await outbox(family.parent.id)).toHaveLength(2);
  });

  describe('the renewal reminder', () => {
    const reminders = () =>
      createRenewalReminders({ repos: harness.db.serviceRepos.subscriptions, appUrl, now: () => clock });
    const remindersTo = async (parentId: number) =>
      (await outbox(parentId)).filter((email) => email.kind === moneyEmailKinds.renewalReminder);

    it('when the clock reaches 7 days before the end, then one reminder is written however often and wherever it runs', async () => {
      const family = await paidFamily();
      clock = new Date('2026-08-25T12:00:00Z');
      await reminders().run();
      expect(await remindersTo(family.parent.id)).toHaveLength(0);

      clock = new Date('2026-08-26T00:30:00Z');
      await reminders().run();
      await reminders().run();
      await Promise.all([reminders().run(), reminders().run()]);
      const written = await remindersTo(family.parent.id);
      expect(written).toHaveLength(1);
      expect(written[0]?.dedupeKey).toBe(`renewal-reminder:${family.subscriptionId}:2026-09-02`);
      expect(written[0]?.textBody).toContain('Your Pro plan ends on 2 September 2026');
      expect(written[0]?.textBody).toContain(`${appUrl}/parent/subscription`);
    });

    it('when the plan was cancelled, then no reminder is written (the cancellation said when it ends)', async () => {
      const family = await paidFamily();
      clock = new Date(paidAt.getTime() + 200 * hour);
      expect((await cancel(family)).status).toBe(200);
      clock = new Date('2026-08-30T09:00:00Z');
      await reminders().run();
      expect(await remindersTo(family.parent.id)).toHaveLength(0);
    });
  });
});
