// Every parent screen on a phone (390 px wide) against the real stack: nothing scrolls sideways, axe-core finds
// no serious or critical violation, the keyboard alone reaches the content and the menu; and the bad inputs a
// new parent meets get the server's clear sentence on screen.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { seriousAxeViolations, sidewaysOverflow } from './axe';
import { artifactsDir, registerParent, type SignedIn, storeSession, useJourneys } from './stack';

jest.setTimeout(120_000);

const phone = { width: 390, height: 844 };

describe('parent screens on a phone, by keyboard, with axe-core', () => {
  // bypassCSP: the platform forbids inline scripts, and axe-core is injected as one.
  const journeys = useJourneys({ viewport: phone, hasTouch: true, isMobile: true, bypassCSP: true });
  const { url } = journeys;
  let page: Page;
  beforeEach(() => {
    page = journeys.page;
  });

  const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  async function signedInParent(name: string): Promise<SignedIn> {
    const session = await registerParent(journeys.stack, name);
    await storeSession(page, journeys.stack, session);
    return session;
  }

  async function addChild(session: SignedIn, username: string): Promise<number> {
    const res = await fetch(url('/api/parent/add-child'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ name: 'Maryam', age: 8, username, password: 'child-pass-1', avatar: 'owl' }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  it('every screen fits 390 px and has no serious or critical axe violation', async () => {
    const session = await signedInParent('Phone Parent');
    const childId = await addChild(session, `maryam-${unique()}`);
    const screens: [string, string][] = [
      ['/parent', 'Parent Dashboard'],
      [`/parent/children/${childId}`, 'Maryam'],
      ['/parent/addchild', 'Add Child'],
      ['/parent/subscription', 'My Subscription'],
      ['/parent/payments', 'Payments'],
      ['/parent/account', 'Account'],
      ['/parent/profile', 'Profile'],
      ['/parent/changepassword', 'Change Password'],
      ['/parent/defaulttheme', 'Default theme'],
    ];
    const problems: string[] = [];
    for (const [pathname, heading] of screens) {
      await page.goto(url(pathname), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) problems.push(`${pathname} scrolls ${overflow}px sideways`);
      for (const finding of await seriousAxeViolations(page)) {
        problems.push(`${pathname}: ${finding.impact} ${finding.rule}\n  ${finding.nodes.join('\n  ')}`);
      }
      await page.screenshot({
        path: path.join(artifactsDir, `parent-phone${pathname.replaceAll('/', '-')}.png`),
        fullPage: true,
      });
    }
    expect(problems).toEqual([]);
  });

  it('the keyboard alone skips to the content and opens and closes the menu', async () => {
    await signedInParent('Keyboard Parent');
    await page.goto(url('/parent'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Parent Dashboard' }).waitFor();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: 'Payments' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('a duplicate username and a wrong current password get the server sentence on screen, and change nothing', async () => {
    const session = await signedInParent('Careful Parent');
    const taken = `taken-${unique()}`;
    await addChild(session, taken);

    await page.goto(url('/parent/addchild'), { waitUntil: 'networkidle' });
    await page.getByLabel('Name', { exact: true }).fill('Second');
    await page.getByLabel('Age', { exact: true }).fill('6');
    await page.getByLabel('Username', { exact: true }).fill(taken);
    await page.getByLabel('Password', { exact: true }).fill('child-pass-1');
    await page.getByLabel('Confirm password', { exact: true }).fill('child-pass-1');
    await page.getByRole('button', { name: 'Add Child', exact: true }).last().click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'This username is already taken. Please choose another.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/parent/addchild');

    await page.goto(url('/parent/changepassword'), { waitUntil: 'networkidle' });
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass-2');
    await page.getByLabel('Confirm new password').fill('brand-new-pass-2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Current password is incorrect.' }).waitFor();
    const login = await fetch(url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: session.user.email, password: 'secret-pass-1' }),
    });
    expect(login.status).toBe(200);
  });
});
