import { type Actor, authEndpoints } from '@young-minds/contracts';
import { tablesInDeleteOrder } from '@young-minds/db';
import { serviceDatabases } from '@young-minds/db/testing';
import { countEveryTableSql, fuzzEndpoints, fuzzReport, rowCountsOf } from '@young-minds/service-kit/src/testing/fuzz';
import { type AuthHarness, addChild, loginAdmin, registerParent, startAuth } from './test-support';

/**
 * Every auth endpoint gets malformed params, queries and bodies (derived from its contract) from anonymous,
 * child, parent, admin and forged callers: no 5xx, every refusal says why, and a refusal changes no row.
 */
describe.each(serviceDatabases())('auth fuzzing on $name', ({ name }) => {
  let harness: AuthHarness;
  const sessions = new Map<Actor, number>();
  const ids: number[] = [];

  beforeAll(async () => {
    harness = await startAuth(name);
    const admin = await loginAdmin(harness);
    const parent = await registerParent(harness);
    const child = await addChild(harness, parent);
    sessions.set('admin', admin.id).set('parent', parent.id).set('child', child.id);
    // Rows the fuzzer may aim real ids at (and delete): not the callers' own accounts.
    const other = await registerParent(harness);
    const otherChild = await addChild(harness, other);
    ids.push(other.id, otherChild.id);
  });
  afterAll(() => harness.close());

  /** A token of the caller's current version (a fuzzed password change revokes older ones); none once deleted. */
  async function token(actor: Actor): Promise<string | undefined> {
    const id = sessions.get(actor);
    const principal = id === undefined ? null : await harness.db.repos.users.principalOf(id);
    return principal
      ? harness.tokens.sign({ sub: principal.id, role: principal.role, ver: principal.tokenVersion })
      : undefined;
  }

  it('when every endpoint gets malformed input from every kind of caller, then nothing answers 5xx and refusals change no row', async () => {
    const result = await fuzzEndpoints({
      endpoints: Object.values(authEndpoints),
      api: harness.api,
      token,
      countRows: async () =>
        rowCountsOf(await harness.db.sequelize.query(countEveryTableSql(tablesInDeleteOrder), { plain: true })),
      ids,
      runsPerEndpoint: 14,
    });
    expect(result.sent).toBeGreaterThanOrEqual(200);
    if (result.failures.length > 0) throw new Error(fuzzReport(result));
  }, 120_000);
});
