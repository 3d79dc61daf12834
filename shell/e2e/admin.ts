// The one bootstrap admin, shared by the admin journey files (admin-*.e2e.ts), which jest runs side by side.
// admin-account.e2e.ts owns the account: it sets the first password with the setup code, then changes the name
// and the password in Settings, and only then hands the password to the other files through the run's folder.
// They wait for it, sign in once per file and never change the account, so no journey revokes another's session.
// The sequencer (jest/sequencer.cjs) starts admin-account.e2e.ts before every other journey file; when a run
// leaves it out (one admin file run alone), the first file that asks sets the first password through the API.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import {
  artifactsDir,
  type Journeys,
  publishInRun,
  runFolder,
  setupCodeOf,
  type SharedStack,
  type SignedIn,
  stackWaitMs,
  storeSession,
  useJourneys,
  waitForRunFile,
} from './stack';

export const adminEmail = 'admin@youngminds.local';
/** Every admin screen without an id (the lists and the add forms). */
export const adminScreens = [
  '/admin/dashboard',
  '/admin/messages',
  '/admin/parents',
  '/admin/children',
  '/admin/videos',
  '/admin/manage-videos/add',
  '/admin/quizzes',
  '/admin/manage-quizzes/add',
  '/admin/activities',
  '/admin/manage-activities/add',
  '/admin/assignments',
  '/admin/manage-assignments/add',
  '/admin/manage-books',
  '/admin/manage-books/add',
  '/admin/blogs',
  '/admin/manage-blogs/add',
  '/admin/duas',
  '/admin/manage-duas/add',
  '/admin/quran',
  '/admin/quran/112',
  '/admin/subscriptions',
  '/admin/categories',
  '/admin/settings',
];
/** Set by jest/sequencer.cjs when admin-account.e2e.ts is part of the run. */
const accountJourneysRunEnv = 'YM_E2E_ADMIN_ACCOUNT_RUNS';
const accountFile = 'admin-account.json';
const accountFailedFile = 'admin-account-failed.txt';
/** The password the other files sign in with when admin-account.e2e.ts is not part of the run. */
const unattendedPassword = 'admin-e2e-unattended';

/** For admin-account.e2e.ts: the account is ready, with this password, for the other admin journeys. */
export function publishAdminPassword(password: string): void {
  publishInRun(accountFile, JSON.stringify({ password }));
}

/** For admin-account.e2e.ts: the account could not be made ready (the other admin journeys fail with this). */
export function publishAdminFailure(reason: string): void {
  publishInRun(accountFailedFile, reason);
}

async function callJson<T>(
  stack: SharedStack,
  method: string,
  apiPath: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(stack.url(apiPath), {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** The admin's password, once admin-account.e2e.ts (or, without it, the first file to ask) has set it. */
async function adminPassword(stack: SharedStack): Promise<string> {
  if (process.env[accountJourneysRunEnv] !== '1') {
    let first = true;
    try {
      // mkdir is atomic: one file of the run wins.
      mkdirSync(path.join(runFolder(), 'admin-account.lock'));
    } catch {
      first = false;
    }
    if (first) {
      const set = await callJson(stack, 'POST', '/api/auth/set-password', {
        email: adminEmail,
        password: unattendedPassword,
        setupCode: setupCodeOf(stack),
      });
      if (set.status === 200) publishAdminPassword(unattendedPassword);
      else
        publishAdminFailure(`setting the admin's first password answered ${set.status}: ${JSON.stringify(set.body)}`);
    }
  }
  await waitForRunFile([accountFile, accountFailedFile], stackWaitMs, "the admin's account was not ready");
  const folder = runFolder();
  if (existsSync(path.join(folder, accountFailedFile)))
    throw new Error(`e2e: ${readFileSync(path.join(folder, accountFailedFile), 'utf8')}`);
  return (JSON.parse(readFileSync(path.join(folder, accountFile), 'utf8')) as { password: string }).password;
}

/** What an admin journey file works with: the journeys' hooks, the admin's session and the screens' landmarks. */
export interface AdminJourneys extends Journeys {
  readonly password: string;
  readonly session: SignedIn;
  /** An admin API call with the admin's token (`token: ''` for none). */
  callApi<T>(method: string, apiPath: string, body?: unknown, token?: string): Promise<{ status: number; body: T }>;
  /** Opens an admin screen by its address and waits for its h1. */
  open(pathname: string, title: string): Promise<void>;
  /** Opens an admin screen from the sidebar, as a user would (client-side navigation). */
  openFromSidebar(label: string, title: string): Promise<void>;
  heading(name: string): Locator;
  row(text: string): Locator;
  status(text: string): Locator;
  seeText(text: string): Promise<void>;
  confirmInDialog(button: string): Promise<void>;
  shot(name: string, fullPage?: boolean): Promise<Buffer>;
  pathname(): string;
  /**
   * Issue 35: a family sees an item only once a reviewer other than its author approved it. Sends the admin's
   * item for review (unless it waits already) and approves it as a second admin, a reviewer invited once per file.
   */
  publishThroughReview(kind: string, id: number): Promise<void>;
}

/**
 * The hooks of an admin journey file: the shared stack and Chromium (useJourneys), the admin signed in once per
 * file, each test's fresh page holding the admin's session, and no uncaught error in the page (checked after
 * each test).
 */
export function useAdminJourneys(): AdminJourneys {
  const journeys = useJourneys({ viewport: { width: 1280, height: 860 } });
  let password: string | undefined;
  let session: SignedIn | undefined;
  let pageErrors: string[] = [];
  let reviewerToken: string | undefined;

  /** A second admin, a reviewer, invited by the signed-in admin and accepted with the answer's token. */
  async function inviteReviewer(): Promise<string> {
    const email = `reviewer-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    const reviewerPassword = 'reviewer-pass-1';
    const invited = await callJson<{ setupToken: string }>(
      journeys.stack,
      'POST',
      '/api/admin/admins',
      { name: 'Second Reviewer', email, reviewer: true },
      signedIn().token,
    );
    if (invited.status !== 201) throw new Error(`e2e: invite a reviewer: ${invited.status}`);
    const accepted = await callJson(journeys.stack, 'POST', '/api/auth/accept-invite', {
      token: invited.body.setupToken,
      password: reviewerPassword,
    });
    if (accepted.status !== 200) throw new Error(`e2e: accept the invitation: ${accepted.status}`);
    const login = await callJson<SignedIn>(journeys.stack, 'POST', '/api/auth/login', {
      email,
      password: reviewerPassword,
    });
    if (login.status !== 200) throw new Error(`e2e: the reviewer's login: ${login.status}`);
    return login.body.token;
  }

  beforeAll(async () => {
    password = await adminPassword(journeys.stack);
    const login = await callJson<SignedIn>(journeys.stack, 'POST', '/api/auth/login', {
      email: adminEmail,
      password,
    });
    if (login.status !== 200) throw new Error(`e2e: the admin's login answered ${login.status}`);
    session = login.body;
  }, stackWaitMs + 60_000);

  beforeEach(async () => {
    pageErrors = [];
    journeys.page.on('pageerror', (error) => pageErrors.push(error.message));
    await storeSession(journeys.page, journeys.stack, signedIn());
  });

  afterEach(() => {
    // Nothing the admin did may throw in the page.
    expect(pageErrors).toEqual([]);
  });

  const signedIn = () => {
    if (!session) throw new Error("e2e: the admin's session is read before its hook ran");
    return session;
  };
  const page = () => journeys.page;
  const heading = (name: string) => page().getByRole('heading', { level: 1, name, exact: true });

  return {
    get stack() {
      return journeys.stack;
    },
    get browser() {
      return journeys.browser;
    },
    get context() {
      return journeys.context;
    },
    get page() {
      return journeys.page;
    },
    url: (pathname) => journeys.url(pathname),
    get password() {
      if (password === undefined) throw new Error("e2e: the admin's password is read before its hook ran");
      return password;
    },
    get session() {
      return signedIn();
    },
    callApi: (method, apiPath, body, token = signedIn().token) =>
      callJson(journeys.stack, method, apiPath, body, token || undefined),
    async publishThroughReview(kind, id) {
      const submitted = await callJson(
        journeys.stack,
        'POST',
        `/api/admin/review/${kind}/${id}/submit`,
        undefined,
        signedIn().token,
      );
      // 409: it was sent for review already (a screen's own "Send for review").
      if (submitted.status !== 200 && submitted.status !== 409)
        throw new Error(`e2e: submit ${kind} ${id}: ${submitted.status} ${JSON.stringify(submitted.body)}`);
      reviewerToken ??= await inviteReviewer();
      const approved = await callJson(
        journeys.stack,
        'POST',
        `/api/admin/review/${kind}/${id}/approve`,
        { note: null },
        reviewerToken,
      );
      if (approved.status !== 200)
        throw new Error(`e2e: approve ${kind} ${id}: ${approved.status} ${JSON.stringify(approved.body)}`);
    },
    async open(pathname, title) {
      await page().goto(journeys.url(pathname), { waitUntil: 'networkidle' });
      await heading(title).waitFor();
    },
    async openFromSidebar(label, title) {
      await page().getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: label, exact: true }).click();
      await heading(title).waitFor();
    },
    heading,
    row: (text) => page().getByRole('row').filter({ hasText: text }),
    status: (text) => page().getByRole('status').filter({ hasText: text }).first(),
    seeText: (text) => page().getByText(text, { exact: false }).filter({ visible: true }).first().waitFor(),
    async confirmInDialog(button) {
      const dialog = page().getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: button, exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    },
    shot: (name, fullPage = true) =>
      page().screenshot({ path: path.join(artifactsDir, `admin-${name}.png`), fullPage }),
    pathname: () => new URL(page().url()).pathname,
  };
}
