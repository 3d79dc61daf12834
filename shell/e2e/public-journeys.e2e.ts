// The public area as a new visitor uses it, through the shell, against the real stack: registration from the
// plan page, both login outcomes, the phone-sized drawer. (The admin's first password is
// in admin-account.e2e.ts, which owns the one bootstrap admin.)
import path from 'node:path';
import type { Page } from 'playwright-core';
import { type Focused, tabTo } from './keyboard';
import { artifactsDir, registerParent, type SharedStack, useJourneys } from './stack';

// A browser journey waits on real pages: more than jest's default 5 s (testTimeout is not a per-project option).
jest.setTimeout(60_000);

describe('public journeys end-to-end', () => {
  const journeys = useJourneys();
  let stack: SharedStack;
  let page: Page;

  beforeEach(() => {
    ({ stack, page } = journeys);
  });

  const url = (pathname: string) => stack.url(pathname);
  const pathname = () => new URL(page.url()).pathname;
  const shot = (name: string, fullPage = true) =>
    page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage });
  const seeText = (text: string) => page.getByText(text, { exact: false }).filter({ visible: true }).first().waitFor();

  async function logInWithForm(email: string, password: string) {
    await page.goto(url('/login'), { waitUntil: 'networkidle' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
  }

  // Every public page's key text is checked on the desktop visit of public-pages.e2e.ts; here the plan page's
  // other address.
  it('/Subscriptions shows the plan page', async () => {
    await page.goto(url('/Subscriptions'), { waitUntil: 'networkidle' });
    for (const text of ['Pro', 'Most Popular', '$19.99']) await seeText(text);
    expect(pathname()).toBe('/Subscriptions');
  });

  it('a parent registers from the plan page, lands on the checkout (nothing charged), stays after a reload, logs out and back in', async () => {
    const email = `plan-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto(url('/subscription'), { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Get Started' }).click();
    await page.waitForURL(url('/register'));
    await page.getByLabel('Full name').fill('Maryam Parent');
    await page.getByLabel('Phone').fill('+1 555 0101');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('maryam-pass-1');
    await shot('register-filled');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(url('/parent/checkout?plan=Pro'));
    await page.getByRole('button', { name: 'Confirm and pay $119.94' }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    expect(pathname()).toBe('/parent/checkout');
    await page.getByRole('button', { name: 'Confirm and pay $119.94' }).waitFor();
    await page.goto(url('/parent'), { waitUntil: 'networkidle' });
    await page.getByText("Maryam Parent's family").waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(url('/login'));
    await logInWithForm(email, 'maryam-pass-1');
    await page.waitForURL(url('/parent'));
  });

  it('a login remembers this browser: the next login sends the device token the last one answered (issue 29)', async () => {
    const email = `device-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto(url('/register'), { waitUntil: 'networkidle' });
    await page.getByLabel('Full name').fill('Device Parent');
    await page.getByLabel('Phone').fill('+1 555 0102');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('device-pass-1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL(url('/parent'));
    const remembered = () =>
      page.evaluate(
        (login) => (JSON.parse(localStorage.getItem('young-minds-devices') ?? '{}') as Record<string, string>)[login],
        email,
      );
    const sent = async () => {
      const request = page.waitForRequest((r) => r.url().endsWith('/api/auth/login') && r.method() === 'POST');
      await logInWithForm(email, 'device-pass-1');
      await page.waitForURL(url('/parent'));
      return ((await request).postDataJSON() as { deviceToken?: string }).deviceToken;
    };
    await page.evaluate(() => localStorage.removeItem('young-minds-session'));
    expect(await sent()).toBeUndefined();
    const first = await remembered();
    expect(first).toMatch(/^[\w-]{43}$/);
    await page.evaluate(() => localStorage.removeItem('young-minds-session'));
    expect(await sent()).toBe(first);
    expect(await remembered()).not.toBe(first);
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

  it('with the keyboard alone a visitor skips to the content, uses a menu, sends a message from /Contact and logs in', async () => {
    const parent = await registerParent(stack, 'Keyboard Parent');
    const unseenFocus: string[] = [];
    const tab = (test: (focused: Focused) => boolean) => tabTo(page, test, { unseenFocus });
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    // The first stop is the skip link; it takes the focus past the header to the page.
    expect((await tab(() => true)).text).toBe('Skip to content');
    await shot('focus-skip-link', false);
    await page.keyboard.press('Enter');
    // The browser moves the focus as it follows the link to #main-content: on a busy machine, a moment after the key.
    await page
      .waitForFunction(() => document.activeElement?.id === 'main-content', undefined, { timeout: 5_000 })
      .catch(() => undefined);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');

    // The About Us menu opens with Enter, and its entries follow it in the Tab order.
    await page.keyboard.press('Shift+Tab');
    await tab((focused) => focused.text.startsWith('About Us'));
    await page.keyboard.press('Enter');
    await tab((focused) => focused.text === 'FAQs');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'FAQs' }).waitFor();

    await tab((focused) => focused.text === 'Contact Us');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await tab((focused) => focused.label === 'Your name');
    await page.keyboard.type('Keyboard Visitor');
    await page.keyboard.press('Tab');
    await page.keyboard.type(`keys-${Date.now().toString(36)}@example.com`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Typed without a mouse');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Every field was reached with Tab.');
    await tab((focused) => focused.text === 'Send Message');
    await shot('focus-send-message', false);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Message received' }).waitFor();

    await page.goto(url('/login'), { waitUntil: 'networkidle' });
    await tab((focused) => focused.label === 'Email');
    await page.keyboard.type(String(parent.user.email));
    await tab((focused) => focused.label === 'Password');
    await page.keyboard.type('secret-pass-1');
    await page.keyboard.press('Enter');
    await page.waitForURL(url('/parent'));
    await page.getByRole('heading', { name: 'Parent Dashboard' }).waitFor();
    // Every control the focus passed showed where it was.
    expect(unseenFocus).toEqual([]);
  });

  it('on a phone the menu opens and closes from the keyboard, and the focus comes back to its button', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(url('/'), { waitUntil: 'networkidle' });
    await tabTo(page, (focused) => focused.text === 'Open menu');
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    // The focus is inside the drawer while it is open, and Escape closes it.
    await expect(drawer.evaluate((element) => element.contains(document.activeElement))).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Open menu');
    await shot('phone-menu-closed-by-keyboard', false);
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
