// Every public page, visited once per kind of screen, with every check that screen needs on that one visit:
// - a desktop (1280 px), logged out: the page's key text at its address, axe-core finds no serious or critical
//   violation, nothing scrolls sideways;
// - phones and a tablet (320, 360, 390, 768 px, with mobile emulation: touch, the phone's viewport rules): the
//   page is opened at 320 px and turned through the wider screens, and never scrolls sideways;
// - an Arabic browser on a phone and on a desktop: lang="ar" dir="rtl", no English interface text (arabic.ts),
//   and nothing scrolls sideways, down to 320 px.
// A file the page asks for and does not get (an icon, a font, a chunk) is a problem too. Screenshots land in
// shell/e2e/artifacts/widths-<width>-<page>.png and arabic-<width>-<page>.png. (The public pages logged in as a
// parent, and the parent and child areas, are in accessibility.e2e.ts; the parent and child areas in Arabic in
// arabic.e2e.ts.)
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { arabicScreenProblems } from './arabic';
import { pageWidth, resizeTo, seriousAxeViolations, widestElements } from './axe';
import { artifactsDir, useJourneys } from './stack';

jest.setTimeout(180_000);

/**
 * Every public route, what a visitor must see on it, and whether the Arabic walk reads its text (the others show
 * content an admin wrote or a one-off form).
 */
const publicRoutes: ReadonlyArray<readonly [route: string, keyTexts: readonly string[], readInArabic: boolean]> = [
  ['/', ['Platform for Young Minds', 'Learn More', '$19.99/month', 'How It Works'], true],
  ['/subscription', ['Pro', 'Most Popular', '$19.99', '$119.94 for 6 months'], true],
  ['/blog', ['Read More'], true],
  ['/blog/table-manners-from-the-sunnah', ['Table Manners from the Sunnah'], false],
  ['/blog/no-such-post', ['Blog post not found'], false],
  ['/Contact', ['Contact Information'], true],
  ['/faqs', ['FAQs'], true],
  ['/about-islam', ['About Islam'], true],
  ['/login', ['Create a parent account'], true],
  ['/register', ['Full name'], true],
  ['/set-password', [], false],
  ['/unauthorized', ['403 - Access Denied', "You don't have permission to access this page."], false],
];

const phoneWidths = [320, 360, 390, 768] as const;
const desktop = { width: 1280, height: 800 };
const phone = (width: number) => ({ width, height: 760 });
const mobile: BrowserContextOptions = { isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

const screenName = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '-'));

describe('every public page on every screen', () => {
  const journeys = useJourneys();

  /** A page in a context of its own, whose missing files (404 outside the API) are added to `problems`. */
  async function openPage(options: BrowserContextOptions, problems: string[]): Promise<Page> {
    const context = await journeys.browser.newContext(options);
    const page = await context.newPage();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() === 404 && !url.pathname.startsWith('/api/')) problems.push(`${url.pathname} is missing`);
    });
    return page;
  }

  async function visit(page: Page, route: string): Promise<void> {
    await page.goto(journeys.url(route), { waitUntil: 'networkidle' });
    await page.locator('#main-content').waitFor();
  }

  /** Whether the page at its viewport's width scrolls sideways; saves a viewport screenshot under `label`. */
  async function widthProblems(page: Page, route: string, label: string): Promise<string[]> {
    const width = page.viewportSize()?.width ?? 0;
    const wide = await pageWidth(page);
    await page.screenshot({ path: path.join(artifactsDir, `widths-${label}-${screenName(route)}.png`) });
    return wide > width
      ? [`${route} at ${width} px is ${wide} px wide: ${(await widestElements(page, width)).join('; ')}`]
      : [];
  }

  it('on a desktop, logged out, every public page shows its key text at its address, fits 1280 px and has no serious or critical axe violation', async () => {
    const problems: string[] = [];
    // bypassCSP: the platform forbids inline scripts, and axe-core is injected as one.
    const page = await openPage(
      { viewport: desktop, deviceScaleFactor: 1, locale: 'en-GB', bypassCSP: true },
      problems,
    );
    for (const [route, keyTexts] of publicRoutes) {
      await visit(page, route);
      const at = new URL(page.url()).pathname;
      if (at !== route) problems.push(`${route} moved to ${at}`);
      for (const text of keyTexts) {
        const shown = page.getByText(text, { exact: false }).filter({ visible: true }).first();
        if (
          !(await shown.waitFor({ timeout: 10_000 }).then(
            () => true,
            () => false,
          ))
        )
          problems.push(`${route} does not show "${text}"`);
      }
      problems.push(...(await widthProblems(page, route, '1280')));
      for (const finding of await seriousAxeViolations(page))
        problems.push(`${route}: ${finding.impact} ${finding.rule}\n  ${finding.nodes.join('\n  ')}`);
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it(`opened at 320 px and turned through ${phoneWidths.slice(1).join(', ')} px, no public page scrolls sideways`, async () => {
    const problems: string[] = [];
    const page = await openPage({ viewport: phone(phoneWidths[0]), ...mobile, locale: 'en-GB' }, problems);
    for (const [route] of publicRoutes) {
      await resizeTo(page, phoneWidths[0], phone(phoneWidths[0]).height);
      await visit(page, route);
      for (const width of phoneWidths) {
        if (width !== phoneWidths[0]) await resizeTo(page, width, phone(width).height);
        problems.push(...(await widthProblems(page, route, String(width))));
      }
    }
    await page.context().close();
    expect(problems).toEqual([]);
  });

  it('an Arabic browser opens every public page in Arabic, right to left with no English interface text, on a phone down to 320 px and on a desktop', async () => {
    const problems: string[] = [];
    // No choice stored: the browser's language (ar-EG) decides, the gateway sends no English first.
    const phonePage = await openPage({ viewport: { width: 390, height: 844 }, ...mobile, locale: 'ar-EG' }, problems);
    await phonePage.goto(journeys.url('/'), { waitUntil: 'networkidle' });
    // On a busy machine the area's script may still be starting when the network goes quiet: wait for the turn.
    const turned = await phonePage
      .waitForFunction(() => document.documentElement.dir === 'rtl', undefined, { timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    expect([turned, await phonePage.evaluate(() => document.documentElement.dir)]).toEqual([true, 'rtl']);
    for (const [route, , readsText] of publicRoutes) {
      await resizeTo(phonePage, 390, 844);
      await visit(phonePage, route);
      if (readsText) problems.push(...(await arabicScreenProblems(phonePage, route)));
      await resizeTo(phonePage, 320, 760);
      problems.push(...(await widthProblems(phonePage, route, '320-ar')));
    }
    await phonePage.context().close();

    const desktopPage = await openPage({ viewport: desktop, locale: 'ar-EG' }, problems);
    for (const [route, , readsText] of publicRoutes) {
      if (!readsText) continue;
      await visit(desktopPage, route);
      problems.push(...(await arabicScreenProblems(desktopPage, route)));
    }
    await desktopPage.context().close();
    expect(problems).toEqual([]);
  });

  it('a first visit of / that stays at the top fetches no zod; the footer brings its contact check when scrolled to (issue 37)', async () => {
    const context = await journeys.browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-GB' });
    const page = await context.newPage();
    // zod's classes carry their names as strings: a script holding "ZodError" holds zod.
    const reads: Promise<string | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const url = new URL(response.url()).pathname;
      reads.push(
        response.text().then(
          (body) => (body.includes('"ZodError"') ? url : null),
          () => null,
        ),
      );
    });
    const withZod = async () => (await Promise.all(reads)).filter((url) => url !== null);
    await page.goto(journeys.url('/'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'How It Works' }).waitFor();
    expect(await withZod()).toEqual([]);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    expect((await withZod()).length).toBeGreaterThan(0);
    await context.close();
  });

  it("the platform's icons are served: the favicon, the home-screen icon and every icon of the app manifest", async () => {
    const { page } = journeys;
    await page.goto(journeys.url('/'), { waitUntil: 'networkidle' });
    const declared = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(declared).toEqual(expect.arrayContaining(['/favicon.ico', '/icons/apple-touch-icon.png']));
    const manifest = (await (await page.request.get(journeys.url('/manifest.webmanifest'))).json()) as {
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of [...declared, ...manifest.icons.map((each) => each.src)]) {
      const answer = await page.request.get(journeys.url(icon));
      expect([icon, answer.status(), answer.headers()['content-type']]).toEqual([
        icon,
        200,
        expect.stringMatching(/^image\//),
      ]);
    }
  });
});
