// One jest run for the whole workspace, one project per part of it. A project owns folders (not file
// extensions): every test file under a back-end folder runs in node, every one under a front-end folder in
// the browser-like DOM, whatever its extension.
const fs = require('node:fs');
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } },
];
// jose, msw's helpers and workbox's modules ship ESM only: let swc transform them too.
const esmOnly =
  '/node_modules/(?!(\\.pnpm/)?(jose|rettime|until-async|@open-draft[+/]|@appthreat[+/]sqlite3|workbox-[a-z-]+))';
// The SQLite driver is ESM-only too, and needs one rename before swc (see the transform's comment).
const sqliteDriver = ['<rootDir>/packages/db/jest/esm-driver-transform.cjs', swc[1]];
// Front ends: JSX with React's automatic runtime.
const swcReact = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'commonjs' },
  },
];

/** The packages the services use, and the ones only the front ends use. Every packages/* folder is in one list. */
const backEndPackages = ['db', 'service-kit', 'payments', 'contracts', 'scenarios', 'mail', 'quran'];
const frontEndPackages = [
  'ui',
  'session',
  'api-client',
  'mocks',
  'mf-shared',
  'i18n',
  'activity-player',
  'offline',
  'router',
  'query',
];

const subfolders = (folder) =>
  fs
    .readdirSync(path.join(__dirname, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A package in neither list would have its tests silently skipped: refuse to start instead.
const unassigned = subfolders('packages').filter((name) => ![...backEndPackages, ...frontEndPackages].includes(name));
if (unassigned.length > 0) {
  throw new Error(
    `jest.config.cjs: add packages/${unassigned.join(', packages/')} to backEndPackages or frontEndPackages.`,
  );
}

/** The folders that exist now (a package named in a list may not have been created yet). */
const existing = (folders) =>
  folders.filter((folder) => fs.existsSync(path.join(__dirname, folder))).map((folder) => `<rootDir>/${folder}`);

const serviceRoots = existing([
  ...subfolders('services').map((name) => `services/${name}`),
  ...backEndPackages.map((name) => `packages/${name}`),
  // The container images, compose.yaml and the Kubernetes manifests, checked by deploy/deploy.test.ts.
  'deploy',
]);
const webRoots = existing([
  'shell/src',
  ...subfolders('.')
    .filter((name) => name.startsWith('mfe-'))
    .map((name) => `${name}/src`),
  ...frontEndPackages.map((name) => `packages/${name}`),
]);

function browserForE2e() {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(chromium)) return true;
  if (process.env.CI === 'true')
    throw new Error(`${chromium} is missing: .ci/run installs it (apt-get install chromium)`);
  console.warn(`End-to-end tests not run: ${chromium} is missing (apt-get install chromium).`);
  return false;
}

module.exports = {
  // The e2e journeys last, while their stack starts in the background (see jest/sequencer.cjs).
  testSequencer: '<rootDir>/jest/sequencer.cjs',
  // Two workers on the 2-core machines: the suites spend much of their time waiting on MariaDB, Redis and the
  // browser, so two overlap well. (One worker would run in band, where a handle a suite leaves open keeps jest
  // from exiting; a worker is stopped at the end instead.)
  maxWorkers: 2,
  projects: [
    {
      displayName: 'services',
      testEnvironment: 'node',
      roots: serviceRoots,
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: { '/@appthreat[+/]sqlite3/.+\\.js$': sqliteDriver, '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc },
      transformIgnorePatterns: [esmOnly],
      // Password hashes at argon2's smallest cost (see the file; the production cost has its own test).
      setupFilesAfterEnv: ['<rootDir>/jest/test-timeout.cjs', '<rootDir>/services/auth/test/cheap-password-hashes.cjs'],
      // Decides whether the MariaDB suites run (required when CI=true) and drops this run's test databases.
      globalSetup: '<rootDir>/packages/db/src/testing/global-setup.ts',
      globalTeardown: '<rootDir>/packages/db/src/testing/global-teardown.ts',
    },
    {
      // Components, hooks, stores and the mocks in a browser-like DOM (see jest/web-environment.cjs).
      displayName: 'web',
      testEnvironment: '<rootDir>/jest/web-environment.cjs',
      roots: webRoots,
      testMatch: ['**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      setupFilesAfterEnv: ['<rootDir>/jest/test-timeout.cjs', '<rootDir>/jest/testing-library.cjs'],
      transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swcReact },
      transformIgnorePatterns: [esmOnly],
      moduleNameMapper: {
        '\\.(wav|mp3)$': '<rootDir>/jest/media-stub.cjs',
        // A font's stylesheet (the Quran corner's Amiri Quran): the bundler loads it; jsdom draws no text.
        '\\.css$': '<rootDir>/jest/style-stub.cjs',
      },
    },
    // End-to-end: Debian's chromium driven by playwright-core against one stack, started in the background by
    // `pnpm start`'s script for the whole project (globalSetup) and stopped after it. Defined only where the browser exists
    // (like the MariaDB suites); with CI=true a missing chromium fails the run instead.
    ...(browserForE2e()
      ? [
          {
            displayName: 'e2e',
            testEnvironment: 'node',
            roots: ['<rootDir>/shell/e2e'],
            testMatch: ['**/*.e2e.ts'],
            // The journeys may open the platform's database (the Quran corner moves a schedule's clock).
            transform: { '/@appthreat[+/]sqlite3/.+\\.js$': sqliteDriver, '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc },
            transformIgnorePatterns: [esmOnly],
            setupFiles: ['<rootDir>/shell/e2e/fresh-connections.ts'],
            globalSetup: '<rootDir>/shell/e2e/global-setup.ts',
            globalTeardown: '<rootDir>/shell/e2e/global-teardown.ts',
          },
        ]
      : []),
  ],
};
