// @ts-check
// The lint half of `pnpm lint` (with Prettier's format check and knip). Type-aware rules for every TypeScript
// file, React's hook rules and jsx-a11y for the front ends, import boundaries between the parts of the
// workspace, and no user-facing text outside the message catalogs.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['mfe-public', 'mfe-admin', 'mfe-parent', 'mfe-child'];
const services = ['auth', 'content', 'subscriptions', 'gateway'];
const frontEndPackages = [
  'ui',
  'session',
  'api-client',
  'mocks',
  'i18n',
  'mf-shared',
  'activity-player',
  'router',
  'query',
];
const frontEnds = ['shell', ...remotes]
  .map((folder) => `${folder}/**`)
  .concat(frontEndPackages.map((name) => `packages/${name}/**`));
const tests = ['**/*.test.ts', '**/*.test.tsx', '**/testing.tsx', '**/testing/**', '**/e2e/**', '**/test/**'];

/** One import boundary: a `no-restricted-imports` pattern whose message names the boundary, so a failure says which rule it broke. */
function boundary(name, why, groups) {
  return groups.map((group) => ({ ...group, message: `[boundary: ${name}] ${why}` }));
}

const backEndOnly = boundary(
  'front-end-stays-front',
  'front ends never import the database, the service kit, payments or a service: call the API through @young-minds/api-client.',
  [
    {
      group: [
        '@young-minds/db',
        '@young-minds/db/*',
        '@young-minds/service-kit',
        '@young-minds/service-kit/*',
        '@young-minds/payments',
        '@young-minds/payments/*',
        '@young-minds/mail',
        '@young-minds/mail/*',
      ],
    },
    { group: services.flatMap((name) => [`@young-minds/${name}`, `@young-minds/${name}/*`]) },
    { regex: '(^|/)(packages/(db|service-kit|payments|mail)|services)/' },
  ],
);

/** What a remote may not import: another remote or the shell (areas deploy alone; they share code through packages/). */
function remoteIsolation(self) {
  const others = remotes.filter((name) => name !== self);
  return boundary(
    'remote-isolation',
    'a remote never imports another remote or the shell: move shared code into packages/.',
    [
      { group: [...others, 'shell'].flatMap((name) => [`@young-minds/${name}`, `@young-minds/${name}/*`]) },
      { regex: `(^|/)(${[...others, 'shell'].join('|')})/` },
    ],
  );
}

// The router is one Module Federation singleton, shared as the facade (packages/router): an import of
// react-router itself would bundle a second copy of the router, with its own context, into the area.
const oneRouter = boundary(
  'one-router',
  'import the router from @young-minds/router (a name it lacks is added there), never react-router itself.',
  [{ group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'] }],
);

// The public area keeps its first-paint budget: the signed-in areas' data layer (TanStack Query) is not for it.
const publicStaysLight = boundary(
  'public-first-paint',
  'the public area loads no query layer (its first-paint budget): call the API through @young-minds/api-client.',
  [{ group: ['@young-minds/query', '@young-minds/query/*', '@tanstack/*'] }],
);

// The whole table holds every area's zod schemas (~150 KB of script, built before a first screen can draw on a
// slow phone): the areas that call a part of the API take the tables they call. The admin area calls nearly all.
const contractTablesOnly = boundary(
  'first-screen-builds-what-it-calls',
  'take the tables you call (authEndpoints, videoEndpoints, kindEndpoints, …), not the whole `endpoints` table.',
  [{ group: ['@young-minds/contracts'], importNames: ['endpoints'] }],
);

// The auth table holds every role's account schemas: the public area takes `signInEndpoints` (the calls made before
// a session), the child area and the parent's first screen their own small tables (`childAccountEndpoints`,
// `sessionEndpoints`, `parentProfileEndpoints`, …).
const authTableStaysOut = boundary(
  'first-screen-builds-what-it-calls',
  'take the small auth table you call (signInEndpoints, sessionEndpoints, parentProfileEndpoints, familyDeviceEndpoints, handOffEndpoints, childAccountEndpoints, familyThemeEndpoints, familyClockEndpoints), not `authEndpoints`.',
  [{ group: ['@young-minds/contracts'], importNames: ['authEndpoints'] }],
);

// The parent's first screen reads its dashboard and its own subscription: the full progress and subscription tables
// build every progress, payment and plan schema (the child's calls, the admin's) when the area opens.
const parentTablesStayOut = boundary(
  'first-screen-builds-what-it-calls',
  'take familyDashboardEndpoints and ownSubscriptionEndpoints, not familyProgressEndpoints or subscriptionEndpoints.',
  [{ group: ['@young-minds/contracts'], importNames: ['familyProgressEndpoints', 'subscriptionEndpoints'] }],
);

// The player's entry brings the player itself (and its board) into whatever imports it: texts come from /messages.
const playerTextsAlone = boundary(
  'first-screen-builds-what-it-calls',
  "take the player's texts from '@young-minds/activity-player/messages': its entry brings the whole player.",
  [{ regex: '^@young-minds/activity-player$', importNames: ['activityPlayerCatalogs'] }],
);

/** The import boundaries of an area's code. */
function areaBoundaries(/** @type {string} */ self) {
  return [
    ...remoteIsolation(self),
    ...backEndOnly,
    ...oneRouter,
    ...noScenariosInAreas,
    ...(self === 'mfe-public' ? publicStaysLight : []),
    ...(self === 'mfe-admin' ? [] : contractTablesOnly),
    ...(self === 'mfe-public' || self === 'mfe-child' ? authTableStaysOut : []),
    ...playerTextsAlone,
  ];
}

// The modules the admin dashboard and the parent dashboard (each area's first screen after login) are built from:
// they take the small tables they call, neither `endpoints` (every area's schemas: 20 KB brotli more on the admin's
// first screen) nor `authEndpoints`, though other screens of those areas may.
const firstScreenModules = {
  'mfe-admin': [
    'App.tsx',
    'layout/**',
    'screens/Dashboard/**',
    'screens/Review/counts.ts',
    'screens/Review/WaitingCards.tsx',
    'screens/Messages/unread.ts',
  ],
  'mfe-parent': [
    'App.tsx',
    'layout/**',
    'screens/Dashboard/**',
    'shared/firstRun.ts',
    'shared/familyClock.ts',
    'screens/Children/HandOffButton.tsx',
  ],
};

const shellIsolation = boundary(
  'shell-loads-remotes-at-run-time',
  'the shell never imports a remote: it loads each area through Module Federation (/remotes.json).',
  [
    { group: remotes.flatMap((name) => [`@young-minds/${name}`, `@young-minds/${name}/*`]) },
    { regex: `(^|/)(${remotes.join('|')})/` },
  ],
);

// The scenario suite (packages/scenarios) is the behavioural spec the services and the MSW handlers both live
// through: test code for the back ends, never shipped in an area. It stays free of either side it judges.
const noScenariosInAreas = boundary(
  'scenarios-are-back-end-specs',
  'the scenario suite is the spec the services and the mocks are tested against: areas and the shell never import it.',
  [{ group: ['@young-minds/scenarios', '@young-minds/scenarios/*'] }, { regex: '(^|/)packages/scenarios/' }],
);
const scenariosStandAlone = boundary(
  'scenarios-judge-both-sides',
  'a scenario drives a back end through the contract only: never import the mocks, a service or its packages.',
  [
    { group: ['@young-minds/mocks', '@young-minds/mocks/*', 'msw', 'msw/*'] },
    ...backEndOnly.map(({ message: _message, ...group }) => group),
  ],
);

function serviceIsolation(self) {
  const others = services.filter((name) => name !== self);
  return boundary(
    'service-isolation',
    'services never import each other: share code through packages/ or talk over HTTP.',
    [
      { group: others.flatMap((name) => [`@young-minds/${name}`, `@young-minds/${name}/*`]) },
      { regex: `(^|/)(services/)?(${others.join('|')})/src` },
    ],
  );
}

// User-facing text belongs in the catalogs (src/messages/<locale>.json): text between JSX tags, a string
// literal as a JSX child, or a literal in an attribute that people read or hear. Punctuation-only text is fine.
const letters = '/[A-Za-z\\u0600-\\u06FF]/';
const readAttributes =
  '/^(aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext|alt|title|placeholder|label)$/';
const noTextOutsideCatalogs = [
  'error',
  {
    selector: `JSXText[value=${letters}]`,
    message:
      "[i18n: text-in-catalogs] user-facing text goes in the area's message catalog (src/messages/en.json): use t('…').",
  },
  {
    selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=${letters}]`,
    message:
      "[i18n: text-in-catalogs] user-facing text goes in the area's message catalog (src/messages/en.json): use t('…').",
  },
  {
    selector: `:matches(JSXElement, JSXFragment) > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${letters}]`,
    message: "[i18n: text-in-catalogs] user-facing text goes in the area's message catalog: use t('…', { values }).",
  },
  {
    selector: `JSXAttribute[name.name=${readAttributes}] > Literal[value=${letters}], JSXAttribute[name.name=${readAttributes}] > JSXExpressionContainer > :matches(Literal[value=${letters}], TemplateLiteral > TemplateElement[value.raw=${letters}])`,
    message:
      '[i18n: text-in-catalogs] text people read or hear (aria-label, alt, title, placeholder, label) goes in the message catalog.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '.tmp/**',
      '**/coverage/**',
      '**/public/mockServiceWorker.js',
      'shell/e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The shell's service worker is its own project (the worker's globals, not the DOM).
        project: ['./tsconfig.json', './tsconfig.web.json', './shell/src/offline/worker/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Handlers passed to onClick/onSubmit may return a promise; React ignores it and our handlers catch their errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // An async method that implements a promise-returning interface without awaiting anything is fine.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Plain JavaScript (build configs, scripts): checked by `// @ts-check` where it matters, not by type-aware rules.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: frontEnds,
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: tests,
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // expect(mock.method) and jest's own helpers pass methods around on purpose.
      '@typescript-eslint/unbound-method': 'off',
      // Tests read untyped answers (supertest's `res.body`, parsed JSON) and assert on them: the assertion is the check.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  // ---- Import boundaries ------------------------------------------------------------------------------------
  ...remotes.map((self) => ({
    files: [`${self}/**`],
    rules: { 'no-restricted-imports': ['error', { patterns: areaBoundaries(self) }] },
  })),
  // The modules of the first screen after login of the areas that may take the larger tables elsewhere.
  ...Object.entries(firstScreenModules).map(([self, files]) => ({
    files: files.map((file) => `${self}/src/${file}`),
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        // A Set: the parent's own boundaries already hold the first of them.
        {
          patterns: [
            ...new Set([
              ...areaBoundaries(self),
              ...contractTablesOnly,
              ...authTableStaysOut,
              ...(self === 'mfe-parent' ? parentTablesStayOut : []),
            ]),
          ],
        },
      ],
    },
  })),
  {
    files: ['shell/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...shellIsolation, ...backEndOnly, ...oneRouter, ...noScenariosInAreas] },
      ],
    },
  },
  {
    // The end-to-end journeys drive the real stack from outside, as an operator could: they may open the platform's
    // database (to move a schedule's clock), never a service's code.
    files: ['shell/e2e/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...shellIsolation,
            ...backEndOnly.map((group) =>
              group.group
                ? { ...group, group: group.group.filter((name) => !name.startsWith('@young-minds/db')) }
                : group,
            ),
            ...oneRouter,
            ...noScenariosInAreas,
          ],
        },
      ],
    },
  },
  {
    files: ['packages/scenarios/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: scenariosStandAlone }] },
  },
  {
    files: frontEndPackages.map((name) => `packages/${name}/**`),
    ignores: ['packages/router/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...backEndOnly, ...shellIsolation, ...oneRouter] }] },
  },
  {
    files: ['packages/router/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...backEndOnly, ...shellIsolation] }] },
  },
  {
    // What the areas' screens load: the QA mocks answer every call (they take the whole table), tests may too.
    files: frontEndPackages
      .filter((name) => name !== 'mocks' && name !== 'router')
      .map((name) => `packages/${name}/**`),
    ignores: tests,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...backEndOnly, ...shellIsolation, ...oneRouter, ...contractTablesOnly] },
      ],
    },
  },
  ...services.map((self) => ({
    files: [`services/${self}/**`],
    // Integration tests compose real services on purpose (the gateway in front of the real auth service).
    ignores: tests,
    rules: { 'no-restricted-imports': ['error', { patterns: serviceIsolation(self) }] },
  })),
  // ---- Texts --------------------------------------------------------------------------------------------------
  {
    files: [
      'shell/src/**/*.tsx',
      ...remotes.map((name) => `${name}/src/**/*.tsx`),
      'packages/ui/src/**/*.tsx',
      'packages/activity-player/src/**/*.tsx',
    ],
    ignores: tests,
    rules: { 'no-restricted-syntax': noTextOutsideCatalogs },
  },
);
