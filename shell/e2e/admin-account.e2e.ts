// The admin's own account, in Chromium against the real stack (`node scripts/start.mjs`): the first password with
// the setup code the start command names, the admin guard, and the Settings screen's name and password change.
//
// The platform has one bootstrap admin, and its first password can be set once: this file owns the account, and
// its tests run in order on it. When they are done it hands the password to the other admin journey files
// (admin.ts), which the sequencer starts after this one and which never change the account.
import path from 'node:path';
import { adminEmail, publishAdminFailure, publishAdminPassword } from './admin';
import { artifactsDir, setupCodeOf, type SignedIn, storeSession, useJourneys } from './stack';

jest.setTimeout(90_000);

const firstPassword = 'admin-e2e-pass';
const newPassword = 'admin-e2e-pass-2';

describe("the admin's account end-to-end", () => {
  const journeys = useJourneys({ viewport: { width: 1280, height: 860 } });
  let pageErrors: string[] = [];
  let handedOver = false;

  const heading = (name: string) => journeys.page.getByRole('heading', { level: 1, name, exact: true });
  const seeText = (text: string) =>
    journeys.page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor();

  async function login(password: string): Promise<{ status: number; body: SignedIn }> {
    const res = await fetch(journeys.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: adminEmail, password }),
    });
    return { status: res.status, body: (await res.json()) as SignedIn };
  }

  async function logInWithForm(password: string) {
    const { page } = journeys;
    await page.goto(journeys.url('/login'), { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(adminEmail);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
  }

  beforeEach(() => {
    pageErrors = [];
    journeys.page.on('pageerror', (error) => pageErrors.push(error.message));
  });

  afterEach(() => {
    // Nothing the admin did may throw in the page.
    expect(pageErrors).toEqual([]);
  });

  afterAll(() => {
    // The other admin journeys wait for the password: tell them at once when it never came.
    if (!handedOver) publishAdminFailure("admin-account.e2e.ts failed before the admin's account was ready");
  });

  it('the start command names the setup code; the admin sets the first password at /set-password and logs in', async () => {
    const { page, stack } = journeys;
    const code = setupCodeOf(stack);
    expect(stack.output()).toContain(`/set-password with the setup code ${code}`);
    await page.goto(journeys.url('/set-password'), { waitUntil: 'networkidle' });
    await page.getByLabel('Admin email').fill(adminEmail);
    await page.getByLabel('New password', { exact: true }).fill(firstPassword);
    await page.getByLabel('Setup code').fill('WRONG-CODE');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await seeText('The setup code is wrong.');
    await page.getByLabel('Setup code').fill(code);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await seeText('Password set successfully! Redirecting to login...');
    await page.waitForURL(journeys.url('/login'), { timeout: 10_000 });
    await logInWithForm(firstPassword);
    await page.waitForURL(journeys.url('/admin/dashboard'));
    await heading('Admin Dashboard').waitFor();
    await page.goto(journeys.url('/set-password'), { waitUntil: 'networkidle' });
    await seeText('Password already set. Please login.');
    expect((await login(firstPassword)).status).toBe(200);
  });

  it('a stored admin session gets through the admin guard and fetches no parent, child or public code', async () => {
    const { page, stack } = journeys;
    const signedIn = await login(firstPassword);
    await storeSession(page, stack, signedIn.body);
    const remotes: string[] = [];
    page.on('request', (request) => {
      const requested = new URL(request.url()).pathname;
      if (requested.startsWith('/remotes/')) remotes.push(requested);
    });
    await page.goto(journeys.url('/admin/dashboard'), { waitUntil: 'networkidle' });
    await heading('Admin Dashboard').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    expect(remotes.filter((p) => !p.startsWith('/remotes/admin/'))).toEqual([]);
    await page.screenshot({ path: path.join(artifactsDir, 'admin-dashboard.png'), fullPage: true });
  });

  it('the settings save the admin name and a new password; the old password stops working', async () => {
    const { page, stack } = journeys;
    await storeSession(page, stack, (await login(firstPassword)).body);
    await page.goto(journeys.url('/admin/settings'), { waitUntil: 'networkidle' });
    await heading('Admin Settings').waitFor();
    await expect(page.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(adminEmail);
    await page.getByLabel('Full Name').fill('Head Admin');
    await page.getByLabel('New Password').fill('mismatch-1');
    await page.getByLabel('Confirm Password').fill('mismatch-2');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('alert').filter({ hasText: '❌ Passwords do not match!' }).waitFor();
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('status').filter({ hasText: '✅ Profile updated successfully!' }).first().waitFor();
    // Still logged in (the answer's fresh token replaced the revoked one).
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await heading('Admin Dashboard').waitFor();
    await page.getByText('Head Admin').first().waitFor();
    expect((await login(firstPassword)).status).toBe(401);
    expect((await login(newPassword)).status).toBe(200);
    publishAdminPassword(newPassword);
    handedOver = true;
  });
});
