// One jest run for the whole workspace. Each area adds its own project here.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } }];
// jose (and later msw's helpers) ship ESM only: let swc transform them too.
const esmOnly = '/node_modules/(?!(\\.pnpm/)?(jose|rettime|until-async|@open-draft[+/]|@appthreat[+/]sqlite3))';
// The SQLite driver is ESM-only too, and needs one rename before swc (see the transform's comment).
const sqliteDriver = ['<rootDir>/packages/db/jest/esm-driver-transform.cjs', swc[1]];

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
  ],
};
