import { createTestDatabase, databasesUnderTest, type TestDatabase } from './testing';

describe.each(databasesUnderTest())('seeds on $name', ({ name }) => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase(name);
  });
  afterAll(() => testDb.drop());

  it('when a seed ran once, then it never runs again on that database, and a new seed still runs', async () => {
    const runs: string[] = [];
    const seed = (seedName: string) => ({ name: seedName, run: async () => void runs.push(seedName) });

    expect(await testDb.db.seed([seed('demo-v1')])).toEqual(['demo-v1']);
    expect(await testDb.db.seed([seed('demo-v1')])).toEqual([]);
    expect(await testDb.db.seed([seed('demo-v1'), seed('demo-v2')])).toEqual(['demo-v2']);
    expect(runs).toEqual(['demo-v1', 'demo-v2']);
  });

  it('when a seed fails, then it is not recorded and runs again next time', async () => {
    let attempts = 0;
    const flaky = {
      name: 'flaky',
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('disk full');
      },
    };
    await expect(testDb.db.seed([flaky])).rejects.toThrow('disk full');
    expect(await testDb.db.seed([flaky])).toEqual(['flaky']);
    expect(attempts).toBe(2);
  });
});
