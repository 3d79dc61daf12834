// The parent area as a new parent uses it, through the shell, against the real stack: children added through
// the form up to the plan's limit, a child deleted for good, the password changed.
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  artifactsDir,
  launchBrowser,
  registerParent,
  sharedStack,
  type SharedStack,
  type SignedIn,
  stackWaitMs,
  storeSession,
} from './stack';

jest.setTimeout(90_000);

describe('parent journeys end-to-end', () => {
  let stack: SharedStack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    stack = await sharedStack();
    browser = await launchBrowser();
  }, stackWaitMs + 60_000);

  afterAll(async () => {
    await browser?.close();
  }, 60_000);

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });

  afterEach(async () => {
    await context?.close();
  });

  const url = (pathname: string) => stack.url(pathname);
  const shot = (name: string) => page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage: true });

  /** A parent of their own, signed in in this browser, on the dashboard. */
  async function signedInParent(name: string): Promise<SignedIn> {
    const session = await registerParent(stack, name);
    await storeSession(page, stack, session);
    await page.goto(url('/parent'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Parent Dashboard' }).waitFor();
    return session;
  }

  /** Adds a child through the Add Child form, as the parent types it. */
  async function addChildWithForm(child: { name: string; age: number; username: string }) {
    await page.goto(url('/parent/addchild'), { waitUntil: 'networkidle' });
    await page.getByLabel('Name', { exact: true }).fill(child.name);
    await page.getByLabel('Age', { exact: true }).fill(String(child.age));
    await page.getByLabel('Username', { exact: true }).fill(child.username);
    await page.getByLabel('Password', { exact: true }).fill('child-pass-1');
    await page.getByLabel('Confirm password', { exact: true }).fill('child-pass-1');
    await page.getByRole('button', { name: 'Add Child', exact: true }).last().click();
  }

  /** Adds a child straight through the API (for the children a journey only needs to exist). */
  async function addChildByApi(session: SignedIn, username: string) {
    const res = await fetch(url('/api/parent/add-child'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ name: username, age: 7, username, password: 'child-pass-1', avatar: 'owl' }),
    });
    expect(res.status).toBe(201);
  }

  const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  it('a parent adds two children through the form; they show on the dashboard; the sixth child is refused', async () => {
    const session = await signedInParent('Khadija Parent');
    await page.getByText('No children yet', { exact: false }).waitFor();
    const tag = unique();
    await addChildWithForm({ name: 'Aisha', age: 7, username: `aisha-${tag}` });
    await page.waitForURL(url('/parent'));
    await addChildWithForm({ name: 'Bilal', age: 10, username: `bilal-${tag}` });
    await page.waitForURL(url('/parent'));
    await page.getByRole('link', { name: /Aisha/ }).first().waitFor();
    await page.getByRole('link', { name: /Bilal/ }).first().waitFor();
    await shot('parent-dashboard-two-children');

    for (const n of [3, 4, 5]) await addChildByApi(session, `kid${n}-${tag}`);
    await addChildWithForm({ name: 'Sixth', age: 6, username: `sixth-${tag}` });
    await page.getByRole('alert').filter({ hasText: 'You can add at most 5 children on the Pro plan.' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/parent/addchild');
    await shot('parent-sixth-child-refused');
  });

  it('a deleted child is gone, also after a reload', async () => {
    const session = await signedInParent('Yahya Parent');
    const tag = unique();
    await addChildByApi(session, `gone-${tag}`);
    await page.reload({ waitUntil: 'networkidle' });
    await page
      .getByRole('link', { name: new RegExp(`gone-${tag}`) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Delete child' }).click();
    await page.getByLabel(`Type gone-${tag} to confirm`).fill(`gone-${tag}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(url('/parent'));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByText('No children yet', { exact: false }).waitFor();
    expect(await page.getByRole('link', { name: new RegExp(`gone-${tag}`) }).count()).toBe(0);
  });

  it('after a password change the old password fails at login and the new one works', async () => {
    const session = await signedInParent('Sumayya Parent');
    const email = session.user.email as string;
    await page.goto(url('/parent/changepassword'), { waitUntil: 'networkidle' });
    await page.getByLabel('Current password').fill('secret-pass-1');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-2');
    await page.getByLabel('Confirm new password').fill('brand-new-pass-2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your password was changed.', { exact: false }).waitFor();

    const login = (password: string) =>
      fetch(url('/api/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    expect((await login('secret-pass-1')).status).toBe(401);
    expect((await login('brand-new-pass-2')).status).toBe(200);
  });
});
