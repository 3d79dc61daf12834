// Every parent screen on a phone (390 px wide) against the real stack: nothing scrolls sideways, axe-core finds
// no serious or critical violation, the keyboard alone reaches the content and the menu; and the bad inputs a
// new parent meets get the server's clear sentence on screen.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { chooseArabic } from './arabic';
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

  async function addChild(session: SignedIn, username: string, name = 'Maryam'): Promise<number> {
    const res = await fetch(url('/api/parent/add-child'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ name, age: 8, username, password: 'child-pass-1', avatar: 'owl' }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  }

  /** The child (logged in through the API, as the "I'm a kid" form does) answers the first quiz, every answer A. */
  async function takeFirstQuiz(username: string): Promise<void> {
    const login = await fetch(url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: username, password: 'child-pass-1' }),
    });
    expect(login.status).toBe(200);
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${((await login.json()) as { token: string }).token}`,
    };
    const quizzes = (await (await fetch(url('/api/quizzes'), { headers })).json()) as { data: { id: number }[] };
    const quizId = quizzes.data[0]!.id;
    const quiz = (await (await fetch(url(`/api/quizzes/${quizId}`), { headers })).json()) as {
      questions: { id: number }[];
    };
    const answers = quiz.questions.map((question) => ({ questionId: question.id, answer: 'A' }));
    const submitted = await fetch(url('/api/quiz-submissions/submit'), {
      method: 'POST',
      headers,
      body: JSON.stringify({ quizId, answers }),
    });
    expect(submitted.status).toBe(201);
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

  it('once a child has taken a quiz, the dashboard fits 390 px in English and Arabic, and a name written as HTML stays text in the charts', async () => {
    // A name as an attacker would write it (issue 29, item 9): a picture that runs script, and a redirect.
    const hostile =
      '<img src=x onerror="window.chartHacked=1"><meta http-equiv="refresh" content="0;url=/elsewhere">Amina';
    const session = await signedInParent('Chart Parent');
    const username = `amina-${unique()}`;
    await addChild(session, username, hostile);
    // A second child, so the charts show their legend (apexcharts shows none for a single series).
    await addChild(session, `yusuf-${unique()}`, 'Yusuf');
    await takeFirstQuiz(username);

    await page.goto(url('/parent'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Parent Dashboard' }).waitFor();
    const quizChart = page.locator('.apexcharts-canvas').filter({ has: page.locator('.apexcharts-line-series') });
    await quizChart.locator('.apexcharts-legend-text').first().waitFor();
    // The tooltip shows the name too: hover the attempt's point.
    const point = quizChart.locator('.apexcharts-series-markers circle, .apexcharts-marker').first();
    await point.hover({ force: true });
    await quizChart.locator('.apexcharts-tooltip.apexcharts-active').waitFor();
    const inCharts = await page.evaluate(() => ({
      legend: [...document.querySelectorAll('.apexcharts-legend-text')].map((element) => element.textContent),
      tooltip: [
        ...document.querySelectorAll('.apexcharts-tooltip.apexcharts-active .apexcharts-tooltip-text-y-label'),
      ].map((element) => element.textContent),
      made: document.querySelectorAll('.apexcharts-canvas img, .apexcharts-canvas meta, meta[http-equiv]').length,
      ran: 'chartHacked' in window,
    }));
    expect(inCharts).toEqual({
      legend: expect.arrayContaining([hostile, 'Yusuf']),
      tooltip: expect.arrayContaining([`${hostile}: `]),
      made: 0,
      ran: false,
    });
    expect(new URL(page.url()).pathname).toBe('/parent');
    await page.screenshot({ path: path.join(artifactsDir, 'parent-phone-dashboard-quiz.png'), fullPage: true });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await chooseArabic(page, url(''));
    await page.goto(url('/parent'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'لوحة متابعة ولي الأمر' }).waitFor();
    await page.locator('.apexcharts-line-series').first().waitFor();
    await page.screenshot({ path: path.join(artifactsDir, 'parent-phone-dashboard-quiz-ar.png'), fullPage: true });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // The long name without spaces wraps inside its card (it ran past the card's edge in Arabic), beside a whole picture.
    const namesPastTheirCard = await page.evaluate(
      () =>
        [...document.querySelectorAll('li[aria-labelledby^="child-card-"]')].filter((card) => {
          const text = document.createRange();
          text.selectNodeContents(card.querySelector('h3')!);
          const name = text.getBoundingClientRect();
          const box = card.getBoundingClientRect();
          const picture = card.querySelector('svg')!.getBoundingClientRect();
          return name.left < box.left - 0.5 || name.right > box.right + 0.5 || picture.width < 47;
        }).length,
    );
    expect(namesPastTheirCard).toBe(0);
    // The start edge (the right, in Arabic) with the Menu button is on screen.
    const menu = await page.getByRole('button', { name: 'القائمة' }).boundingBox();
    expect(menu && menu.x + menu.width).toBeLessThanOrEqual(phone.width);
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
