// One jest run for the whole workspace. Each area adds its own project here.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } }];
// jose (and later msw's helpers) ship ESM only: let swc transform them too.
const esmOnly = '/node_modules/(?!(\\.pnpm/)?(jose|rettime|until-async|@open-draft[+/]|@appthreat[+/]sqlite3))';
// The SQLite driver is ESM-only too, and needs one rename before swc (see the transform's comment).
const sqliteDriver = ['<rootDir>/packages/db/jest/esm-driver-transform.cjs', swc[1]];
// Front ends: JSX with React's automatic runtime.
const swcReact = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }];
const frontEndRoots = ['<rootDir>/shell', '<rootDir>/mfe-public', '<rootDir>/mfe-admin', '<rootDir>/mfe-parent', '<rootDir>/mfe-child', '<rootDir>/packages'];

function browserForE2e() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (require('node:fs').existsSync(chromium)) return true;
  if (process.env.CI === 'true') throw new Error(`${chromium} is missing: .ci/run installs it (apt-get install chromium)`);
  console.warn(`End-to-end tests not run: ${chromium} is missing (apt-get install chromium).`);
  return false;
}

module.exports = {
  projects: [
    {
      displayName: 'services',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages', '<rootDir>/services'],
      testMatch: ['**/*.test.ts'],
      transform: { '/@appthreat[+/]sqlite3/.+\\.js$': sqliteDriver, '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc },
      transformIgnorePatterns: [esmOnly],
      testTimeout: 60000,
      // Decides whether the MariaDB suites run (required when CI=true) and drops this run's test databases.
      globalSetup: '<rootDir>/packages/db/src/testing/global-setup.ts',
      globalTeardown: '<rootDir>/packages/db/src/testing/global-teardown.ts',
    },
    {
      // Components, hooks and stores in a browser-like DOM (jest-fixed-jsdom keeps fetch/Request for msw).
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      roots: frontEndRoots,
      testMatch: ['**/*.test.tsx'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
      transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swcReact },
      transformIgnorePatterns: [esmOnly],
    },
    // End-to-end: Debian's chromium driven by playwright-core against the stack `pnpm start` runs. Defined only
    // where the browser exists (like the MariaDB suites); with CI=true a missing chromium fails the run instead.
    ...(browserForE2e()
      ? [
          {
            displayName: 'e2e',
            testEnvironment: 'node',
            roots: ['<rootDir>/shell/e2e'],
            testMatch: ['**/*.e2e.ts'],
            transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc },
          },
        ]
      : []),
  ],
};
