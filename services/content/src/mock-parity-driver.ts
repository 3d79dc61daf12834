import { type ScenarioDriver, householdDriver } from '@young-minds/scenarios';
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
  // A second admin who reviews content (issue 35's scenarios).
  const reviewer = await createAdmin(harness);
  const family = await createFamily(harness, { name: 'Hafsa Parity', childName: 'Amina' });
  // The child has had the account for a while, as the mocks' children have (offline time is credited only for the
  // days a child existed).
  await harness.db.models.User.update(
    { createdAt: new Date(harness.clock.now().getTime() - 90 * 86_400_000) },
    { where: { id: family.child.id }, silent: true },
  );
  const driver = householdDriver(harness.api, {
    admin,
    reviewer,
    ...family,
    parentName: family.name,
    childName: 'Amina',
  });
  return { driver, close: () => harness.close() };
}
