// jest's own order (failed first, then slowest first), except that the e2e journeys come last: their stack
// starts in the background when the run begins, and builds the front ends while the other suites run.
const TestSequencer = require('@jest/test-sequencer').default;
/** @typedef {Parameters<TestSequencer['sort']>[0][number]} Test */

class E2eLastSequencer extends TestSequencer {
  /**
   * @override
   * @param {Test[]} tests
   */
  async sort(tests) {
    const sorted = await super.sort(tests);
    const isE2e = (/** @type {Test} */ test) => test.context.config.displayName?.name === 'e2e';
    return [...sorted.filter((test) => !isE2e(test)), ...sorted.filter(isE2e)];
  }
}

module.exports = E2eLastSequencer;
