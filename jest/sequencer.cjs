// jest's own order (failed first, then slowest first), except that the e2e journeys come last: their stack
// starts in the background when the run begins, and builds the front ends while the other suites run.
// Among the journeys, admin-account.e2e.ts comes first: it sets the one admin's password, which the other admin
// journey files wait for (see shell/e2e/admin.ts); jest hands the files to its workers in this order.
const TestSequencer = require('@jest/test-sequencer').default;
/** @typedef {Parameters<TestSequencer['sort']>[0][number]} Test */

const adminAccountJourneys = /[\\/]admin-account\.e2e\.ts$/;

class E2eLastSequencer extends TestSequencer {
  /**
   * @override
   * @param {Test[]} tests
   */
  async sort(tests) {
    const sorted = await super.sort(tests);
    const isE2e = (/** @type {Test} */ test) => test.context.config.displayName?.name === 'e2e';
    const isAccount = (/** @type {Test} */ test) => adminAccountJourneys.test(test.path);
    // The workers start after the sort and inherit this: the admin journeys then wait for that file's password.
    if (sorted.some(isAccount)) process.env.YM_E2E_ADMIN_ACCOUNT_RUNS = '1';
    else delete process.env.YM_E2E_ADMIN_ACCOUNT_RUNS;
    const journeys = sorted.filter(isE2e);
    return [
      ...sorted.filter((test) => !isE2e(test)),
      ...journeys.filter(isAccount),
      ...journeys.filter((test) => !isAccount(test)),
    ];
  }
}

module.exports = E2eLastSequencer;
