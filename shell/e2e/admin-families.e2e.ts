// The admin and the families, in Chromium against the real stack: the dashboard's real counts and income views,
// cancelling a family's subscription, and a visitor's message from /Contact in Messages. Other journeys register
// families and send messages meanwhile: nothing here depends on a global count staying still.
import path from 'node:path';
import { useAdminJourneys } from './admin';
import { artifactsDir, registerParent } from './stack';

jest.setTimeout(90_000);

/** Names this file's rows apart from every other journey's. */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

describe('the admin and the families end-to-end', () => {
  const admin = useAdminJourneys();
  const { callApi, heading, row, status, seeText, confirmInDialog, shot, openFromSidebar, url } = admin;
  const familyName = `Khadija Family ${stamp}`;

  beforeAll(async () => {
    // A family whose registration records a payment (this month's income).
    await registerParent(admin.stack, familyName);
  });

  it('the dashboard shows the real counts and switches the income view', async () => {
    const { page } = admin;
    type Stats = { totalUsers: number; videos: number; assignments: number; quizzes: number };
    type Income = Array<{ label: string; total: number }>;
    const figures = async () => ({
      stats: (await callApi<Stats>('GET', '/api/admin/stats')).body,
      income: (await callApi<Income>('GET', '/api/admin/income?view=monthly')).body,
    });
    const cardValue = (label: string) =>
      page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
    const labels = ['Total Users', 'Total Videos', 'Total Assignments', 'Total Quizzes'] as const;
    const answerTo = <T>(path: string) =>
      page
        .waitForResponse((res) => res.url().includes(path) && res.request().method() === 'GET' && res.status() === 200)
        .then((res) => res.json() as Promise<T>);
    // Other journeys register families on this stack meanwhile, so the figures may move while the page loads:
    // the cards must show exactly what the page was answered, and that answer must be the database's count at
    // that moment (between what the API said just before and just after).
    const before = await figures();
    const pageStats = answerTo<Stats>('/api/admin/stats');
    const pageIncome = answerTo<Income>('/api/admin/income?view=monthly');
    await page.goto(url('/admin/dashboard'), { waitUntil: 'networkidle' });
    await heading('Admin Dashboard').waitFor();
    // Each card is a term and its value (a <dl>), as a screen reader reads it: wait until all four are loaded.
    await page.waitForFunction(
      (terms) =>
        terms.every((term) => {
          const dt = [...document.querySelectorAll('dt')].find((el) => el.textContent === term);
          return /^\d+$/.test(dt?.nextElementSibling?.textContent ?? '');
        }),
      [...labels],
    );
    const cards = await Promise.all(labels.map((label) => cardValue(label)));
    const after = await figures();
    const stats = await pageStats;
    const income = await pageIncome;
    expect(cards).toEqual([stats.totalUsers, stats.videos, stats.assignments, stats.quizzes].map(String));
    const between = (value: number, first: number, second: number) =>
      value >= Math.min(first, second) && value <= Math.max(first, second);
    for (const key of ['totalUsers', 'videos', 'assignments', 'quizzes'] as const) {
      expect({ key, between: between(stats[key], before.stats[key], after.stats[key]) }).toEqual({
        key,
        between: true,
      });
    }
    const lastMonth = (figures: Income) => figures.at(-1)!.total;
    expect(between(lastMonth(income), lastMonth(before.income), lastMonth(after.income))).toBe(true);
    expect(stats.totalUsers).toBeGreaterThanOrEqual(1);
    // The chart draws the monthly totals: this month's bar holds at least the family's registration (119.94).
    const thisMonth = income.at(-1)!;
    expect(thisMonth.total).toBeGreaterThanOrEqual(119.94);
    const barDrawn = () =>
      page.waitForFunction(
        () =>
          [...document.querySelectorAll('.apexcharts-bar-area')].some((bar) => bar.getBoundingClientRect().height > 20),
        undefined,
        { timeout: 15_000 },
      );
    await page.locator('.apexcharts-canvas').first().waitFor();
    await barDrawn();
    await page.getByText('Show the figures').click();
    const money = thisMonth.total.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    await page
      .getByRole('table', { name: 'Income per period' })
      .getByRole('row')
      .filter({ hasText: thisMonth.label })
      .getByText(money)
      .waitFor();
    const select = page.getByLabel('Income View');
    expect(await select.locator('option').allTextContents()).toEqual(['Monthly', 'Quarterly', 'Half-Yearly', 'Yearly']);
    const yearly = page.waitForResponse(
      (res) => res.url().includes('/api/admin/income?view=yearly') && res.status() === 200,
    );
    await select.selectOption({ label: 'Yearly' });
    await yearly;
    const year = String(new Date().getUTCFullYear());
    await page.locator('.apexcharts-xaxis-label').filter({ hasText: year }).first().waitFor();
    await barDrawn();
    await shot('dashboard-yearly');
  });

  it('cancels a subscription: it turns Deactive and stays so after a reload', async () => {
    const { page } = admin;
    await admin.open('/admin/dashboard', 'Admin Dashboard');
    await openFromSidebar('Manage Subscriptions', 'Manage Subscriptions');
    const family = row(familyName);
    await family.getByText('Active', { exact: true }).waitFor();
    await family.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Are you sure you want to cancel this subscription?').waitFor();
    await confirmInDialog('Yes, cancel');
    await status('Subscription cancelled.').waitFor();
    await family.getByText('Deactive', { exact: true }).waitFor();
    await page.reload({ waitUntil: 'networkidle' });
    await row(familyName).getByText('Deactive', { exact: true }).waitFor();
  });

  it("a visitor's message from /Contact reaches Messages; opening it lowers the unread count; the eleventh in a minute from one email gets 429", async () => {
    const { page, browser } = admin;
    // Other journeys send messages from /Contact meanwhile: the unread count is only ever compared with the
    // server's own at that moment, and this message's state is read on its own.
    const unread = async () =>
      (await callApi<{ unread: number }>('GET', '/api/admin/contact-messages/unread')).body.unread;
    const readAt = async () =>
      (
        await callApi<{ data: { subject: string; read_at: string | null }[] }>(
          'GET',
          `/api/admin/contact-messages?search=${encodeURIComponent(subject)}`,
        )
      ).body.data.find((sent) => sent.subject === subject)?.read_at;
    const subject = `Question about worksheets ${stamp}`;
    const visitorEmail = `visitor-${stamp}@example.com`;

    const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const visitor = await visitorContext.newPage();
    await visitor.goto(url('/Contact'), { waitUntil: 'networkidle' });
    // A blank form is refused on the page, field by field, and nothing is sent.
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await expect(visitor.getByLabel('Your name').getAttribute('aria-invalid')).resolves.toBe('true');
    await visitor.getByLabel('Your name').fill('Zainab Visitor');
    await visitor.getByLabel('Your email').fill(visitorEmail);
    await visitor.getByLabel('Subject').fill(subject);
    await visitor.getByLabel('Message').fill('Do the worksheets print on A4 paper?');
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByRole('heading', { name: 'Message received' }).waitFor();
    await visitor.screenshot({ path: path.join(artifactsDir, 'contact-received-390.png') });
    await visitorContext.close();
    expect(await readAt()).toBeNull();

    const sidebar = page.getByRole('navigation', { name: 'Admin' });
    const messagesLink = sidebar.getByRole('link', { name: /^Messages/ });
    const shownUnread = async () =>
      Number(/Messages, (\d+) unread/.exec((await messagesLink.textContent()) ?? '')?.[1] ?? 0);
    /** The sidebar shows the server's count (both read until they agree, as more messages may arrive). */
    const sidebarFollowsServer = async () => {
      for (let tries = 0; tries < 50; tries += 1) {
        if ((await shownUnread()) === (await unread())) return true;
        await page.waitForTimeout(200);
      }
      return false;
    };
    await page.goto(url('/admin/dashboard'), { waitUntil: 'networkidle' });
    await sidebar.getByRole('link', { name: /^Messages, \d+ unread$/ }).waitFor();
    await expect(sidebarFollowsServer()).resolves.toBe(true);
    await messagesLink.click();
    await heading('Messages').waitFor();
    const message = row(subject);
    await message.waitFor();
    await expect(message.textContent()).resolves.toContain('Unread');
    await shot('messages-inbox');
    await message.getByRole('link', { name: 'Open' }).click();
    await seeText('Do the worksheets print on A4 paper?');
    const reply = page.getByRole('link', { name: 'Reply by email' });
    await expect(reply.getAttribute('href')).resolves.toContain(`mailto:${visitorEmail}`);
    await shot('messages-open');
    // Opened: read on the server, so the count drops, and the sidebar follows it.
    expect(await readAt()).toEqual(expect.any(String));
    await expect(sidebarFollowsServer()).resolves.toBe(true);

    // Ten messages a minute from one email address, then 429 with the form's own words.
    const send = () =>
      callApi<{ message: string }>(
        'POST',
        '/api/contact',
        { name: 'Busy', email: `busy-${stamp}@example.com`, subject: 'Again', message: 'Once more.' },
        '',
      );
    for (let n = 0; n < 10; n += 1) expect((await send()).status).toBe(201);
    expect(await send()).toEqual({
      status: 429,
      body: expect.objectContaining({
        message: 'You have sent several messages in a short time. Please wait a minute and try again.',
      }),
    });
  });
});
