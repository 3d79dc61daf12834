// The public area as a new visitor uses it, through the shell, against the real stack: every public route,
// registration from the plan page, both login outcomes, the admin's first password, the phone-sized drawer.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { artifactsDir, launchBrowser, setupCodeOf, startStack, type Stack } from './stack';

// A browser journey waits on real pages: more than jest's default 5 s (testTimeout is not a per-project option).
jest.setTimeout(60_000);

describe('public journeys end-to-end', () => {
  let stack: Stack;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(artifactsDir, { recursive: true });
    stack = await startStack();
    browser = await launchBrowser();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  }, 60_000);

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    page = await context.newPage();
  });

  afterEach(async () => {
    await context?.close();
  });

  const url = (p: string) => `${stack.baseUrl}${p}`;
  const pathname = () => new URL(page.url()).pathname;
  const shot = (name: string, fullPage = true) => page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage });
  const seeText = (text: string) => page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor();

  /** The start command prints its last lines just after /health answers: give it a moment. */
  async function waitForLog(text: string) {
    for (let tries = 0; tries < 50 && !stack.output().includes(text); tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stack.output()).toContain(text);
  }

  async function logInWithForm(email: string, password: string) {
    await page.goto(url('/login'), { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
  }

  it.each([
    ['/', ['Platform for Young Minds', 'Learn More', '$39 per month', 'How It Works']],
    ['/subscription', ['Pro', 'Most Popular', '$19.99']],
    ['/Subscriptions', ['Pro', 'Most Popular', '$19.99']],
    ['/blog', ['Read More']],
    ['/blog/table-manners-from-the-sunnah', ['Table Manners from the Sunnah']],
    ['/blog/no-such-post', ['Blog post not found']],
    ['/Contact', ['Contact Information']],
    ['/faqs', ['FAQs']],
    ['/about-islam', ['About Islam']],
    ['/unauthorized', ['403 - Access Denied', "You don't have permission to access this page."]],
    ['/login', ['Create a parent account']],
    ['/register', ['Full name']],
  ])('%s shows its key text', async (route, texts) => {
    await page.goto(url(route), { waitUntil: 'networkidle' });
    for (const text of texts) await seeText(text);
    expect(pathname()).toBe(route);
    await shot(`route${route === '/' ? '-home' : route.replaceAll('/', '-')}`);
  });

  it('a parent registers from the plan page, lands on /parent, stays after a reload, logs out and back in', async () => {
    const email = `plan-${Date.now()}@example.com`;
    await page.goto(url('/subscription'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL(url('/register'));
    await page.getByLabel('Full name').fill('Maryam Parent');
    await page.getByLabel('Phone').fill('+1 555 0101');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('maryam-pass-1');
    await shot('register-filled');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(url('/parent'));
    await page.getByRole('heading', { name: 'Parent area' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    expect(pathname()).toBe('/parent');
    await page.getByText('Signed in as Maryam Parent').waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(url('/login'));
    await logInWithForm(email, 'maryam-pass-1');
    await page.waitForURL(url('/parent'));
  });

  it('a wrong password shows the danger alert above the form and stays on /login', async () => {
    await logInWithForm('nobody@example.com', 'wrong-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim().length).toBeGreaterThan(0);
    expect(pathname()).toBe('/login');
    await expect(page.getByRole('button', { name: 'Log In', exact: true }).isEnabled()).resolves.toBe(true);
    await shot('login-wrong-password');
  });

  it('the admin sets the first password at /set-password, then logs in to /admin/dashboard', async () => {
    // The start command printed the one-time code on the line with the set-password URL.
    const code = setupCodeOf(stack);
    await waitForLog(`/set-password with the setup code ${code}`);
    await page.goto(url('/set-password'), { waitUntil: 'networkidle' });
    await page.getByLabel('Admin email').fill('admin@youngminds.local');
    await page.getByLabel('New password', { exact: true }).fill('admin-pass-2');
    await page.getByLabel('Setup code').fill('WRONG-CODE');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await seeText('The setup code is wrong.');
    await page.getByLabel('Setup code').fill(code);
    await page.getByRole('button', { name: 'Set Password' }).click();
    await seeText('Password set successfully! Redirecting to login...');
    await page.waitForURL(url('/login'), { timeout: 10_000 });
    await logInWithForm('admin@youngminds.local', 'admin-pass-2');
    await page.waitForURL(url('/admin/dashboard'));
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.goto(url('/set-password'), { waitUntil: 'networkidle' });
    await seeText('Password already set. Please login.');
  });

  it('on a phone-sized screen the navigation is a side drawer', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.waitFor();
    await open.click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await shot('phone-drawer', false);
    await drawer.getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL((u) => u.pathname.toLowerCase() === '/contact');
  });
});
