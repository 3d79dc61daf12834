import { type ScenarioDriver, supertestDriver } from '@young-minds/scenarios';
import { addChild, adminEmail, registerParent, startAuth } from './test-support';

/**
 * The one place the mock-parity test touches the auth test harness: the real app on a fresh database of `kind`,
 * its admin and one household (registered through the API), with real signed tokens.
 */
export async function startParityDriver(
  kind: 'sqlite' | 'mariadb',
): Promise<{ driver: ScenarioDriver; close(): Promise<void> }> {
  const harness = await startAuth(kind);
  const { user: admin } = await harness.db.repos.users.ensureAdmin(adminEmail, 'Administrator');
  const principal = await harness.db.repos.users.principalOf(admin.id);
  const adminToken = await harness.tokens.sign({ sub: admin.id, role: 'admin', ver: principal!.tokenVersion });
  const parentName = 'Hafsa Parity';
  const parent = await registerParent(harness, { name: parentName });
  const child = await addChild(harness, parent, 'Amina');
  const subscription = await harness.db.models.Subscription.findOne({ where: { parentId: parent.id } });
  const driver = supertestDriver(
    harness.api,
    { admin: adminToken, parent: parent.token, child: child.token },
    {
      parent: { id: parent.id, name: parentName },
      child: { id: child.id, name: 'Amina' },
      subscriptionId: subscription!.get('id'),
    },
  );
  return { driver, close: () => harness.close() };
}
