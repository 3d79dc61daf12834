import { databasesUnderTest } from '@young-minds/db/testing';
import { type ScenarioDriver, runScenarios, scenariosOf } from '@young-minds/scenarios';
import { startParityDriver } from './mock-parity-driver';

/** The scenarios the MSW handlers pass (packages/mocks), against the real subscriptions app: the mocks behave as it does. */
describe.each(databasesUnderTest())(
  'the subscriptions service lives through the mock scenarios on $name',
  ({ name }) => {
    let started: { driver: ScenarioDriver; close(): Promise<void> };
    // Migrating a fresh MariaDB database takes seconds on a busy machine.
    beforeAll(async () => {
      started = await startParityDriver(name);
    }, 60_000);
    afterAll(() => started.close());

    runScenarios(scenariosOf.subscriptions, () => started.driver);
  },
);
