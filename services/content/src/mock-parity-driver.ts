import { type ScenarioDriver, householdDriver } from '@young-minds/mocks/scenarios';
import { createAdmin, createFamily } from '@young-minds/service-kit/src/testing/harness';
import { startContent } from './test-support';

/**
 * The one place the mock-parity test touches the content test harness: the real app on a fresh database of
 * `kind`, an admin and one household with its subscription, with real signed tokens.
 */
export async function startParityDriver(
  kind: 'sqlite' | 'mariadb',
): Promise<{ driver: ScenarioDriver; close(): Promise<void> }> {
  const harness = await startContent(kind);
  const admin = await createAdmin(harness);
  const family = await createFamily(harness, { name: 'Hafsa Parity', childName: 'Amina' });
  const driver = householdDriver(harness.api, { admin, ...family, parentName: family.name, childName: 'Amina' });
  return { driver, close: () => harness.close() };
}
