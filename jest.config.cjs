// One jest run for the whole workspace. Each area adds its own project here.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } }];
// jose (and later msw's helpers) ship ESM only: let swc transform them too.
const esmOnly = '/node_modules/(?!(\\.pnpm/)?(jose|rettime|until-async|@open-draft[+/]))';

module.exports = {
  projects: [
    {
      displayName: 'services',
      testEnvironment: 'node',
      roots: ['<rootDir>/packages', '<rootDir>/services'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$|^.+\\.mjs$': swc },
      transformIgnorePatterns: [esmOnly],
      testTimeout: 60000,
    },
  ],
};
