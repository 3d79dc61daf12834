// jest's own order (failed first, then slowest first), except that the e2e journeys come last: their stack
// starts in the background when the run begins, and builds the front ends while the other suites run.
/** @typedef {{ path: string, context: { config: { displayName?: { name: string } } } }} Test */
/** @type {new (options: unknown) => { sort(tests: Test[]): Test[] | Promise<Test[]> }} */
const TestSequencer = require('@jest/test-sequencer').default;

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
