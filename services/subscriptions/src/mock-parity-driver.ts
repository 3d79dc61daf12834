import { type ScenarioDriver, householdDriver } from '@young-minds/scenarios';
import { createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { startSubscriptions } from './test-support';

/**
 * The one place the mock-parity test touches the subscriptions test harness: the real app on a fresh database of
 * `kind`, an admin and one household with its subscription, with real signed tokens.
 */
export async function startParityDriver(
  kind: 'sqlite' | 'mariadb',
): Promise<{ driver: ScenarioDriver; close(): Promise<void> }> {
  const harness = await startSubscriptions(kind);
  const admin = await createAdmin(harness);
  const family = await createFamily(harness, { name: 'Hafsa Parity', childName: 'Amina' });
  const driver = householdDriver(harness.api, { admin, ...family, parentName: family.name, childName: 'Amina' });
  return { driver, close: () => harness.close() };
}
