// Issue 32, "Arabic on a phone": every parent and child screen in Arabic on a 320 px and a 390 px phone (mobile
// emulation) fits the phone's width — document.documentElement.scrollWidth never beyond the screen — and shows its
// numbers in one digit system, the one chosen (Arabic-Indic here): a number formatted without the i18n formatter
// shows Western digits beside Arabic-Indic dates. Text in its own direction is left out (content with its own
// `lang`, `dir="ltr"` runs: emails, usernames). Also the first run on a phone, in English and in Arabic: the
// dashboard's "Who's learning?" tiles and the welcome, with no serious or critical axe violation.
// Screenshots: shell/e2e/artifacts/arabic-phone-*.png and first-run-<lang>-<screen>.png.
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { chooseArabic } from './arabic';
import { pageWidth, seriousAxeViolations, widestElements } from './axe';
import { type SignedIn, artifactsDir, registerParent, storeSession, useJourneys } from './stack';

jest.setTimeout(300_000);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const phone = (width: number): BrowserContextOptions => ({
  viewport: { width, height: 760 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1,
  locale: 'ar-EG',
});
const phoneWidths = [320, 390] as const;

/**
 * The digit systems the page's own text uses (Western 0–9, Arabic-Indic ٠–٩), leaving out text in another language
 * (`lang` other than Arabic) and left-to-right runs; with the place each was seen, for the failure message.
 */
async function digitSystems(page: Page): Promise<{ western: string[]; arabicIndic: string[] }> {
  return page.evaluate(() => {
    const western: string[] = [];
    const arabicIndic: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest('script, style, noscript, [dir="ltr"], [translate="no"], [aria-hidden="true"]')) continue;
      const lang = parent.closest('[lang]')?.getAttribute('lang') ?? 'ar';
      if (!lang.startsWith('ar')) continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 && box.height === 0 && !parent.closest('table')) continue;
      if (/[0-9]/.test(text)) western.push(text.slice(0, 60));
      if (/[٠-٩]/.test(text)) arabicIndic.push(text.slice(0, 60));
    }
    return { western, arabicIndic };
  });
}

/** What is wrong with the screen on show: sideways scrolling, or numbers in two digit systems. */
async function phoneProblems(page: Page, screen: string): Promise<string[]> {
  const problems: string[] = [];
  const width = page.viewportSize()?.width ?? 0;
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  const wide = Math.max(scrollWidth, await pageWidth(page));
  if (wide > width || scrollWidth > innerWidth)
    problems.push(`${screen} at ${width} px is ${wide} px wide: ${(await widestElements(page, width)).join('; ')}`);
  const digits = await digitSystems(page);
  // The page's language is Arabic with Arabic-Indic digits: a Western digit is a number that skipped the formatter.
  if (digits.western.length > 0)
    problems.push(
      `${screen} at ${width} px mixes digits: ${JSON.stringify(digits.western.slice(0, 5))} beside ${JSON.stringify(digits.arabicIndic.slice(0, 2))}`,
    );
  await page.screenshot({
    path: path.join(artifactsDir, `arabic-phone-${width}${screen.replaceAll('/', '-')}.png`),
    fullPage: true,
  });
  return problems;
}

async function post(url: string, token: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/** The child answers the first quiz of the list (every answer A): the submission's status. */
async function takeAQuiz(url: (pathname: string) => string, childToken: string): Promise<number> {
  const headers = { authorization: `Bearer ${childToken}` };
  const list = (await (await fetch(url('/api/quizzes'), { headers })).json()) as {
    data: Array<{ id: number }>;
  };
  const quizId = list.data[0]?.id;
  if (!quizId) return 0;
  const quiz = (await (await fetch(url(`/api/quizzes/${quizId}`), { headers })).json()) as {
    questions?: Array<{ id: number }>;
    data?: { questions?: Array<{ id: number }> };
  };
  const questions = quiz.questions ?? quiz.data?.questions ?? [];
  const res = await post(url('/api/quiz-submissions/submit'), childToken, {
    quizId,
    answers: questions.map((question) => ({ questionId: question.id, answer: 'A' })),
  });
  return res.status;
}

describe('Arabic on a phone', () => {
  const journeys = useJourneys(phone(390));

  async function walk(session: SignedIn, screens: readonly string[], language: 'ar' | 'en' = 'ar'): Promise<string[]> {
    const problems: string[] = [];
    for (const width of phoneWidths) {
      const context = await journeys.browser.newContext(phone(width));
      const page = await context.newPage();
      try {
        if (language === 'ar') await chooseArabic(page, journeys.stack.baseUrl);
        await storeSession(page, journeys.stack, session);
        for (const screen of screens) {
          await page.goto(journeys.url(screen), { waitUntil: 'networkidle' });
          await page.locator('h1').first().waitFor();
          // A screen that could not load is a failure, not a layout to measure.
          if (await page.locator('[role="alert"]').count())
            problems.push(`${screen}: ${await page.locator('[role="alert"]').first().innerText()}`);
          problems.push(...(await phoneProblems(page, screen)));
        }
      } finally {
        await context.close();
      }
    }
    return problems;
  }

  it('every parent screen in Arabic fits a 320 and a 390 px phone and shows its numbers in one digit system', async () => {
    const parent = await registerParent(journeys.stack, 'فاطمة');
    const username = `maryam-${unique()}`;
    const added = await post(journeys.url('/api/parent/add-child'), parent.token, {
      name: 'مريم',
      age: 6,
      username,
      password: 'child-pass-1',
      avatar: 'owl',
    });
    expect(added.status).toBe(201);
    const childId = ((await added.json()) as { id: number }).id;
    // The child takes a quiz, so the dashboard and the child's page show a chart, its table and an English title
    // in the Arabic activity feed.
    const login = await fetch(journeys.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: username, password: 'child-pass-1' }),
    });
    expect(await takeAQuiz(journeys.url, ((await login.json()) as SignedIn).token)).toBe(201);
    const problems = await walk(parent, [
      '/parent',
      '/parent/welcome',
      `/parent/children/${childId}`,
      '/parent/addchild',
      '/parent/subscription',
      '/parent/payments',
      '/parent/account',
      '/parent/profile',
      '/parent/changepassword',
      '/parent/defaulttheme',
    ]);
    expect(problems).toEqual([]);
  });

  it('every child screen in Arabic fits a 320 and a 390 px phone and shows its numbers in one digit system', async () => {
    const parent = await registerParent(journeys.stack, 'خديجة');
    const username = `zaynab-${unique()}`;
    const added = await post(journeys.url('/api/parent/add-child'), parent.token, {
      name: 'زينب',
      age: 5,
      username,
      password: 'child-pass-1',
      avatar: 'rabbit',
    });
    expect(added.status).toBe(201);
    const login = await fetch(journeys.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: username, password: 'child-pass-1' }),
    });
    const child = (await login.json()) as SignedIn;
    const books = (await (
      await fetch(journeys.url('/api/books?page=1&pageSize=1'), { headers: { authorization: `Bearer ${child.token}` } })
    ).json()) as { data?: Array<{ id: number }> };
    const firstBook = books.data?.[0]?.id;
    const problems = await walk(child, [
      '/child',
      '/child/video',
      '/child/book',
      ...(firstBook ? [`/child/book/${firstBook}`] : []),
      '/child/quiz',
      '/child/assignments',
      '/child/activities',
      '/child/downloads',
      '/child/profile',
    ]);
    expect(problems).toEqual([]);
  });

  it('a new family on a phone meets its first run in English and in Arabic: the welcome, then "Who\'s learning?"', async () => {
    const parent = await registerParent(journeys.stack, 'Fatima');
    for (const [name, avatar] of [
      ['Yusuf', 'falcon'],
      ['Maryam', 'rabbit'],
    ] as const) {
      const added = await post(journeys.url('/api/parent/add-child'), parent.token, {
        name,
        age: 6,
        username: `${name.toLowerCase()}-${unique()}`,
        password: 'child-pass-1',
        avatar,
      });
      expect(added.status).toBe(201);
    }
    for (const language of ['en', 'ar'] as const) {
      // bypassCSP: axe-core is injected as an inline script, which the platform's CSP forbids.
      const context = await journeys.browser.newContext({
        ...phone(390),
        locale: language === 'ar' ? 'ar-EG' : 'en-GB',
        bypassCSP: true,
      });
      const page = await context.newPage();
      try {
        if (language === 'ar') await chooseArabic(page, journeys.stack.baseUrl);
        await storeSession(page, journeys.stack, parent);
        await page.goto(journeys.url('/parent/welcome'), { waitUntil: 'networkidle' });
        // A child exists: that step is ticked, the PIN's is not; the last step offers the hand-off.
        const steps = page.getByRole('list', { name: language === 'ar' ? 'الخطوات الأولى' : 'First steps' });
        await steps.waitFor();
        expect(await steps.getByRole('listitem').count()).toBe(3);
        expect(
          await page
            .getByRole('button', { name: language === 'ar' ? 'ابدأ التعلُّم بحساب Maryam' : 'Start learning as Maryam' })
            .count(),
        ).toBe(1);
        await page.screenshot({ path: path.join(artifactsDir, `first-run-${language}-welcome.png`), fullPage: true });
        expect(await seriousAxeViolations(page)).toEqual([]);
        await page.goto(journeys.url('/parent'), { waitUntil: 'networkidle' });
        const tiles = page.getByRole('list', { name: language === 'ar' ? 'من سيتعلّم الآن؟' : "Who's learning?" });
        await tiles.waitFor();
        expect(await tiles.getByRole('button').count()).toBe(2);
        await page.screenshot({ path: path.join(artifactsDir, `first-run-${language}-dashboard.png`), fullPage: true });
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(
          await phoneProblems(page, `/first-run-${language}`).then((found) => (language === 'ar' ? found : [])),
        ).toEqual([]);
      } finally {
        await context.close();
      }
    }
    // The tile hands the device over at once: the child area opens as the child.
    const context = await journeys.browser.newContext({ ...phone(390), locale: 'en-GB' });
    const page = await context.newPage();
    try {
      await storeSession(page, journeys.stack, parent);
      await page.goto(journeys.url('/parent'), { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Start learning as Yusuf' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/child'));
      await page.locator('h1').first().waitFor();
    } finally {
      await context.close();
    }
  });
});
