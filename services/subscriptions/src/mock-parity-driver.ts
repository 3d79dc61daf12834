import { type ScenarioDriver, supertestDriver } from '@young-minds/mocks/scenarios';
import { adminSession, newFamily, startSubscriptions } from './test-support';

/**
 * The one place the mock-parity test touches the subscriptions test harness: the real app on a fresh database
 * of `kind`, the admin and one household with its subscription, with real signed tokens.
 */
export async function startParityDriver(kind: 'sqlite' | 'mariadb'): Promise<{ driver: ScenarioDriver; close(): Promise<void> }> {
  const harness = await startSubscriptions(kind);
  const admin = await adminSession(harness);
  const family = await newFamily(harness, { name: 'Hafsa Parity' });
  const driver = supertestDriver(
    harness.api as never,
    { admin: admin.token, parent: family.parent.token, child: family.child.token },
    { parent: { id: family.parent.id, name: family.name }, child: { id: family.child.id, name: 'Child' }, subscriptionId: family.subscriptionId },
  );
  return { driver, close: () => harness.close() };
}
