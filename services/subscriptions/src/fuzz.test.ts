import { type Actor, subscriptionServiceEndpoints } from '@young-minds/contracts';
import { tablesInDeleteOrder } from '@young-minds/db';
import { serviceDatabases } from '@young-minds/db/testing';
import { countEveryTableSql, fuzzEndpoints, fuzzReport, rowCountsOf } from '@young-minds/service-kit/src/testing/fuzz';
import { type TestSession, createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { type SubscriptionsHarness, recordPayment, startSubscriptions } from './test-support';

/**
 * Every subscriptions endpoint gets malformed params, queries and bodies (derived from its contract) from
 * anonymous, child, parent, admin and forged callers: no 5xx, every refusal says why, a refusal changes no row.
 */
describe.each(serviceDatabases())('subscriptions fuzzing on $name', ({ name }) => {
  let harness: SubscriptionsHarness;
  const sessions = new Map<Actor, TestSession>();
  const ids: number[] = [];

  beforeAll(async () => {
    harness = await startSubscriptions(name);
    const family = await createFamily(harness);
    sessions
      .set('admin', await createAdmin(harness))
      .set('parent', family.parent)
      .set('child', family.child);
    const other = await createFamily(harness);
    const payment = await recordPayment(harness, family.parent.id, family.subscriptionId);
    ids.push(family.subscriptionId, other.subscriptionId, payment.id);
  });
  afterAll(() => harness.close());

  async function token(actor: Actor): Promise<string | undefined> {
    const session = sessions.get(actor);
    const principal = session ? await harness.db.repos.users.principalOf(session.id) : null;
    return principal
      ? harness.tokens.sign({ sub: principal.id, role: principal.role, ver: principal.tokenVersion })
      : undefined;
  }

  it('when every endpoint gets malformed input from every kind of caller, then nothing answers 5xx and refusals change no row', async () => {
    const result = await fuzzEndpoints({
      endpoints: Object.values(subscriptionServiceEndpoints),
      api: harness.api,
      token,
      countRows: async () =>
        rowCountsOf(await harness.db.sequelize.query(countEveryTableSql(tablesInDeleteOrder), { plain: true })),
      ids,
      runsPerEndpoint: 40,
    });
    expect(result.sent).toBeGreaterThanOrEqual(200);
    if (result.failures.length > 0) throw new Error(fuzzReport(result));
  }, 120_000);
});
