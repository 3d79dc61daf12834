import type { ScenarioDriver } from '@young-minds/mocks/scenarios';
import { supertestDriver } from '@young-minds/mocks/scenarios';
import { createAdmin, createFamily, startContent } from './test-support';

/**
 * The one place the mock-parity test touches the content test harness: the real app on a fresh database of
 * `kind`, an admin and one household, with real signed tokens.
 */
export async function startParityDriver(kind: 'sqlite' | 'mariadb'): Promise<{ driver: ScenarioDriver; close(): Promise<void> }> {
  const harness = await startContent(kind);
  const admin = await createAdmin(harness);
  const { parent, child } = await createFamily(harness);
  const subscription = await harness.db.models.Subscription.findOne({ where: { parentId: parent.id } });
  const driver = supertestDriver(
    harness.api as never,
    { admin: admin.token, parent: parent.token, child: child.token },
    { parent: { id: parent.id, name: 'Test Parent' }, child: { id: child.id, name: 'Amina' }, subscriptionId: subscription?.get('id') as number },
  );
  return { driver, close: () => harness.close() };
}
