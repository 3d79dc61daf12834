// The one list of Module Federation shared singletons. Every rsbuild config (shell and each remote) builds its
// `shared` option from here, so the page holds one React, one router (@young-minds/router), one zustand, one styled-components and
// one session store (the logged-in user must be the same object in the shell and in every remote).

/** Packages shared as singletons, with the version range every build must agree on (false: any version). */
export const singletons = {
  react: '^19.3.1',
  'react-dom': '^19.3.1',
  zustand: '^5.1.0',
  'styled-components': '^6.6.0',
  // Workspace packages: their source is shared as is, whatever the version field says.
  '@young-minds/session': false,
  '@young-minds/api-client': false,
  // What the shell registers for every call (the page's language, what a 401 does), apart: the shell sets them up
  // at start, and a page that makes no call (a first visit of a public page) never downloads the client.
  '@young-minds/api-client/hooks': false,
  // The ui package's main entry (theme, buttons, layout parts: what every first screen uses) and the parts a page
  // without a form or a dialog does not need, each a shared module of its own: a shared module is downloaded whole
  // (never tree-shaken), and the home page's first visit would carry every field, dialog and accordion.
  '@young-minds/ui': false,
  '@young-minds/ui/forms': false,
  '@young-minds/ui/dialogs': false,
  '@young-minds/ui/accordion': false,
  '@young-minds/ui/avatars': false,
  '@young-minds/ui/screens': false,
  // The router: one for the page, or a remote's <Link> finds no router. Shared through the facade, not as
  // react-router itself, whose shared chunk would hold the whole package (shared modules are not tree-shaken).
  '@young-minds/router': false,
  // One i18n runtime: the ui package's components read the translations of the area they are rendered in.
  '@young-minds/i18n': false,
  // The signed-in areas' data layer (admin, parent, child): one TanStack Query and one query layer for the page.
  // The public area depends on neither, so it never loads them (its first-paint budget).
  '@tanstack/react-query': '^5.108.4',
  '@young-minds/query': false,
};

/** The package a shared module is in: `@young-minds/ui/forms` → `@young-minds/ui`. */
const packageOf = (/** @type {string} */ name) =>
  name
    .split('/')
    .slice(0, name.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The `shared` option for one build: every singleton whose package this package depends on (a package cannot share
 * what it does not depend on, and listing it anyway breaks the build).
 * @param {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string>, peerDependencies?: Record<string, string> }} pkg
 */
export function sharedFor(pkg) {
  const deps = { ...pkg.peerDependencies, ...pkg.devDependencies, ...pkg.dependencies };
  /** @type {Record<string, { singleton: true, requiredVersion: string | false }>} */
  const shared = {};
  for (const [name, requiredVersion] of Object.entries(singletons)) {
    if (packageOf(name) in deps) shared[name] = { singleton: true, requiredVersion };
  }
  return shared;
}
