// Issue 33: every public page's first HTML already holds the page, in English and in Arabic, before any script
// runs — read as the gateway sends it and shown by a browser with JavaScript off.
import type { BrowserContext, Page } from 'playwright-core';
import { childPhone, familyWithChild, logInAsChild } from './child-area';
import { linkTo, waitForEmail } from './outbox';
import { type SharedStack, addChild, launchBrowser, registerParent, sharedStack, stackWaitMs } from './stack';

jest.setTimeout(120_000);

/** The spec's public paths, their heading in English and in Arabic (the public area's catalogs; a post: its title). */
const pages: [path: string, english: string, arabic: string][] = [
  ['/', 'Platform for Young Minds', 'منصة Young Minds'],
  ['/login', 'Log In', 'تسجيل الدخول'],
  ['/register', 'Create a parent account', 'إنشاء حساب ولي أمر'],
  ['/subscription', 'Choose Your Plan', 'اختر خطتك'],
  ['/blog', 'Blog', 'المدونة'],
  ['/blog/table-manners-from-the-sunnah', 'Table Manners from the Sunnah', 'Table Manners from the Sunnah'],
  ['/faqs', 'FAQs', 'الأسئلة الشائعة'],
  ['/about-islam', 'About Islam', 'عن الإسلام'],
  ['/Contact', 'Contact Us', 'اتصل بنا'],
  ['/set-password', 'Set Admin Password', 'تعيين كلمة مرور المشرف'],
  ['/unauthorized', '403 - Access Denied', '403 - تم رفض الوصول'],
  ['/privacy', 'Privacy notice', 'إشعار الخصوصية'],
];

/** Markup as text: tags stripped, React's escapes read back. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** The text of each <h1> inside #root of the page as sent, tags stripped. */
function headingsIn(page: string): string[] {
  const root = page.slice(page.indexOf('<div id="root"'));
  return [...root.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, '').trim());
}

describe('the public pages as first sent (prerendered)', () => {
  let stack: SharedStack;
  beforeAll(async () => {
    stack = await sharedStack();
    // A post, and the blog list with its posts, are rendered by the gateway with the public area's renderer, which
    // it starts loading when a public page is served; until it is ready a post gets the plain shell page (the list
    // its static page, without the posts). Wait (bounded) for it, as a reader would find it after the list.
    await fetch(stack.url('/blog'), { headers: { Accept: 'text/html' } });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const res = await fetch(stack.url(pages[5]![0]), { headers: { Accept: 'text/html' } });
      if ((await res.text()).includes('data-prerendered-path')) break;
      if (Date.now() > deadline) throw new Error("the gateway's blog post renderer was not ready within 60 s");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, stackWaitMs + 60_000);

  const fetchPage = async (path: string, headers: Record<string, string>) => {
    const res = await fetch(stack.url(path), { headers: { Accept: 'text/html', ...headers } });
    expect(res.status).toBe(200);
    return res.text();
  };

  test.each(pages)('when %s is opened in English, then the first HTML holds its heading', async (path, english) => {
    const page = await fetchPage(path, { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain(`data-prerendered-locale="en"`);
    expect(headingsIn(page)).toContain(english);
  });

  test.each(pages)(
    'when %s is opened in Arabic, then the first HTML holds its Arabic heading, right to left',
    async (path, english, arabic) => {
      const page = await fetchPage(path, { 'Accept-Language': 'ar-EG,ar;q=0.9' });
      expect(page).toContain('<html lang="ar" dir="rtl">');
      expect(page).toContain(`data-prerendered-locale="ar"`);
      expect(headingsIn(page)).toContain(arabic);
      // English is never sent to an Arabic reader to be taken back (a post's own title is the post's language).
      if (english !== arabic) expect(headingsIn(page)).not.toContain(english);
    },
  );

  test.each([
    ['English', 'en-GB,en;q=0.9'],
    ['Arabic', 'ar-EG,ar;q=0.9'],
  ])(
    "when /blog is opened in %s, then the first HTML holds the first page of posts, each with its picture, and that page as the screen's data",
    async (_language, acceptLanguage) => {
      type List = { data: { title: string; banner_image: string }[] };
      const readList = async () => (await (await fetch(stack.url('/api/blogs'))).json()) as List;
      // The list as it stood while the page was rendered: other suites on the shared stack publish posts, so the
      // page is read between two equal answers (three tries).
      let listed = await readList();
      let page = await fetchPage('/blog', { 'Accept-Language': acceptLanguage });
      for (let tries = 1; tries < 3; tries += 1) {
        const after = await readList();
        if (JSON.stringify(after) === JSON.stringify(listed)) break;
        listed = after;
        page = await fetchPage('/blog', { 'Accept-Language': acceptLanguage });
      }
      expect(listed.data.length).toBeGreaterThan(0);
      const root = page.slice(page.indexOf('<div id="root"'));
      const titles = [...root.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((match) => textOf(match[1]!));
      expect(titles).toEqual(expect.arrayContaining(listed.data.map((post) => post.title)));
      for (const post of listed.data) expect(root).toContain(`src="${post.banner_image}"`);
      const data = /<script type="application\/json" id="ym-prerendered-data">(.*?)<\/script>/.exec(page);
      expect(JSON.parse(data![1]!)).toEqual({ blogList: listed });
    },
  );

  test("when a page is sent, then its screen's chunk is asked for with it, before any script ran", async () => {
    const page = await fetchPage('/login', {});
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/remotes/public/remoteEntry.js" as="script">');
    expect(head).toMatch(
      /<link rel="preload" href="\/remotes\/public\/static\/js\/async\/screen-login\.[0-9a-f]+\.js" as="script">/,
    );
  });

  test('when someone is logged in on this browser, then no visitor’s page is sent', async () => {
    const page = await fetchPage('/login', { Cookie: 'ym-signed-in=1' });
    expect(page).toContain('<div id="root"></div>');
  });

  test("when a parent opens /parent, then the page asks for the parent area's entry and dashboard, and only for a parent", async () => {
    const head = (page: string) => page.slice(0, page.indexOf('</head>'));
    const parent = head(await fetchPage('/parent', { Cookie: 'ym-signed-in=parent' }));
    expect(parent).toContain('<link rel="preload" href="/remotes/parent/remoteEntry.js" as="script">');
    expect(parent).toMatch(
      /<link rel="preload" href="\/remotes\/parent\/static\/js\/async\/screen-dashboard\.[0-9a-f]+\.js" as="script">/,
    );
    // Another role, a family device, a visitor: no area's code named (its guard would refuse them).
    for (const cookie of ['ym-signed-in=child', 'ym-signed-in=1', '']) {
      const page = head(await fetchPage('/parent', cookie ? { Cookie: cookie } : {}));
      expect(page).not.toContain('/remotes/');
    }
    expect(head(await fetchPage('/admin/dashboard', { Cookie: 'ym-signed-in=parent' }))).not.toContain('/remotes/');
  });

  test('when a parent types their email on /login as sent, before the app runs, then the app keeps it, with the focus, and logs them in', async () => {
    const parent = await registerParent(stack, 'Amina Early');
    const email = String(parent.user.email);
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      // The app's scripts are held back until the parent has typed: a slow phone, where the page as sent is all
      // there is for a while.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/*.js', async (route) => {
        await released;
        await route.continue();
      });
      // Not 'domcontentloaded': that waits for the app's (deferred) script.
      await page.goto(stack.url('/login'), { waitUntil: 'commit' });
      await page.getByLabel('Email').click();
      await page.keyboard.type(email);
      release();
      // The public area's own form replaces the page as sent (React marks the elements it rendered).
      await page.waitForFunction(() => {
        const field = document.querySelector('#root input[type="email"]');
        return !!field && Object.keys(field).some((key) => key.startsWith('__reactFiber'));
      });
      expect(
        await page.evaluate(() => {
          const focused = document.activeElement as HTMLInputElement;
          return { type: focused.type, value: focused.value };
        }),
      ).toEqual({ type: 'email', value: email });
      // The form's own state has it: the password is all that is left to type.
      await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/parent'), { timeout: 30_000 });
      await context.close();
    } finally {
      await browser.close();
    }
  });

  /**
   * Opens the area's first screen in `context` with the area's scripts held back until `release()`: what shows
   * meanwhile is the page as sent, its heading (`heading`) not drawn by React. `takenOver()` waits for the area's
   * own render; `errors`: the page's script errors.
   */
  async function openAsSent(context: BrowserContext, area: 'parent' | 'child', heading: string) {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/remotes/${area}/**/*.js`, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(stack.url(`/${area}`), { waitUntil: 'commit' });
    const headingElement = page.getByRole('heading', { level: 1, name: heading });
    await headingElement.waitFor();
    const drawnByReact = () => {
      const h1 = document.querySelector('main h1');
      return !!h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    };
    expect(await page.evaluate(drawnByReact)).toBe(false);
    const takenOver = async () => {
      release();
      await page.waitForFunction(drawnByReact);
      expect(await headingElement.count()).toBe(1);
    };
    return { page, errors, takenOver };
  }
  /**
   * Where each element `selector` finds is: the area's own render must put them in the same places (a swap of every
   * element is no layout shift to the browser, but the family would see it jump).
   */
  const places = (page: Page, selector: string) =>
    page.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)].map((element) => {
          const box = element.getBoundingClientRect();
          return [box.x, box.y, box.width, box.height].map(Math.round).join(',');
        }),
      selector,
    );

  test("when a child who logged in here opens the app again, then the home paints from the page before the area's scripts, and the area takes it over", async () => {
    const family = await familyWithChild(stack);
    const browser = await launchBrowser();
    try {
      // No offline worker: it would hand the area's scripts over from its cache, past the hold below.
      const context = await browser.newContext({ ...childPhone, serviceWorkers: 'block' });
      const login = await context.newPage();
      // Through the login form: the shell writes the cookie that tells the gateway whose page to send.
      await logInAsChild(login, (pathname) => stack.url(pathname), family);
      await login.close();
      // The page as sent: the home in its layout, its tiles' links already there, no script of the area run yet.
      const { page, errors, takenOver } = await openAsSent(context, 'child', 'What shall we learn today?');
      expect(await page.getByRole('link', { name: 'Videos' }).getAttribute('href')).toBe('/child/video');
      const homePlaces = () => places(page, 'main h1, main a[href^="/child/"]');
      const asSent = await homePlaces();
      await takenOver();
      // The same ones (the lists' tiles may have come after them meanwhile).
      expect((await homePlaces()).slice(0, asSent.length)).toEqual(asSent);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  test("when a parent who confirmed their address opens the app again on a phone, then the dashboard paints from the page with the family's name and the top it showed last, and the area takes it over in the same places", async () => {
    // A long name: on a phone it takes the top bar's width, as it will once the area draws it.
    const name = `Abdul-Rahman Al-Farsi ${Date.now().toString(36)}`;
    const parent = await registerParent(stack, name);
    const confirmation = await waitForEmail(stack, String(parent.user.email), 'verify-email');
    // A child: the dashboard shows "Who's learning?" (and two first-run steps left: the PIN and a device).
    await addChild(stack, parent, { name: 'Zaynab', age: 7 });
    const browser = await launchBrowser();
    try {
      // The page's own policy stands (no bypassCSP): the script that fills in the name runs by its hash.
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        serviceWorkers: 'block',
      });
      const login = await context.newPage();
      await login.goto(stack.url(linkTo(confirmation, '/verify-email')));
      await login.getByText('Thank you! Your email address is confirmed.').waitFor();
      await logInWithForm(login, String(parent.user.email));
      // The dashboard shown once: the session keeps which parts of its top it showed.
      await login.getByRole('heading', { name: "Who's learning?" }).waitFor();
      await login.waitForFunction(() =>
        localStorage.getItem('young-minds-session')?.includes('"firstScreenParts":["first-run-2","who"]'),
      );
      await login.close();
      const { page, errors, takenOver } = await openAsSent(context, 'parent', 'Parent Dashboard');
      // The top bar as the area draws it: the family's name filled in from this browser's session.
      expect(await page.locator('header').innerText()).toContain(`${name}'s family`);
      // The top it showed last, and only that: one first-run link (its count), the panel's heading and words.
      expect(await page.getByRole('note').allInnerTexts()).toEqual(['Finish setting up: 2 steps left']);
      expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(["Who's learning?"]);
      expect(await page.getByText('Tap a picture to hand this device to your child at once.').count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Renew now' }).count()).toBe(0);
      const dashboardPlaces = () => places(page, 'header, header > *, main h1, nav');
      const topPlaces = () => places(page, 'main [role="note"], main h2, main h2 + p');
      const asSent = await dashboardPlaces();
      const topAsSent = await topPlaces();
      expect(topAsSent).toHaveLength(3);
      await takenOver();
      expect(await dashboardPlaces()).toEqual(asSent);
      // The same places (the tiles and the cards come under them).
      await page.getByText('Start learning as Zaynab').waitFor();
      expect((await topPlaces()).slice(0, topAsSent.length)).toEqual(topAsSent);
      expect(await page.locator('header').innerText()).toContain(`${name}'s family`);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  test('when a parent who has not confirmed their address opens the app again, then no frame paints that the email banner would push down', async () => {
    const parent = await registerParent(stack, 'Unconfirmed Parent');
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
      const login = await context.newPage();
      await logInWithForm(login, String(parent.user.email));
      await login.close();
      const page = await context.newPage();
      // The area's scripts held back: what the page as sent shows.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/remotes/parent/**/*.js', async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(stack.url('/parent'), { waitUntil: 'domcontentloaded' });
      // The gateway sent the frame; this browser's session emptied it before it painted.
      expect(await page.evaluate(() => document.querySelector('#root h1'))).toBeNull();
      release();
      await page.getByText(/Please confirm your email address/).waitFor();
      await page.getByRole('heading', { level: 1, name: 'Parent Dashboard' }).waitFor();
      await context.close();
    } finally {
      await browser.close();
    }
  });

  /** Logs in as a parent through the login form: the shell writes the cookie that tells the gateway whose page to send. */
  async function logInWithForm(page: Page, email: string) {
    await page.goto(stack.url('/login'), { waitUntil: 'networkidle' });
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pass-1');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/parent'), { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Parent Dashboard' }).waitFor();
  }

  test('when an Arabic reader opens a page, then the page as sent stays on screen until the area draws it, never emptied while the texts load', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ locale: 'ar-EG', viewport: { width: 412, height: 823 } });
      // Every change of what holds the heading, from the first byte: none, the page as sent, the area's render.
      await context.addInitScript(() => {
        const seen: string[] = [];
        Object.defineProperty(globalThis, '__headingStates', { value: seen });
        new MutationObserver(() => {
          const h1 = document.querySelector('#root h1');
          const state = !h1 ? 'none' : Object.keys(h1).some((key) => key.startsWith('__reactFiber')) ? 'area' : 'sent';
          if (seen.at(-1) !== state) seen.push(state);
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      await page.goto(stack.url('/login'), { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'تسجيل الدخول' }).waitFor();
      await page.waitForFunction(() =>
        (globalThis as unknown as { __headingStates: string[] }).__headingStates.includes('area'),
      );
      const states = await page.evaluate(
        () => (globalThis as unknown as { __headingStates: string[] }).__headingStates,
      );
      // Before the Arabic texts were loaded first, the shell's first render emptied the page for a moment.
      expect(states.slice(states.indexOf('sent'))).toEqual(['sent', 'area']);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  test('when a browser with JavaScript off opens each page in Arabic, then it shows the Arabic heading, right to left', async () => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        locale: 'ar-EG',
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      for (const [path, , arabic] of pages) {
        await page.goto(stack.url(path));
        await expect(page.getByRole('heading', { level: 1, name: arabic, exact: true }).isVisible()).resolves.toBe(
          true,
        );
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
          'ar',
          'rtl',
        ]);
      }
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
