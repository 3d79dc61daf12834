// Every public page on the screens families use, from the smallest phone to a laptop, with mobile emulation
// (touch, the phone's viewport rules) below tablet width: nothing may make the page scroll sideways. A viewport
// screenshot of each page at each width lands in shell/e2e/artifacts/widths-<width>-<page>.png.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { artifactsDir, type SharedStack, useJourneys } from './stack';

jest.setTimeout(180_000);

const publicRoutes = [
  '/',
  '/subscription',
  '/blog',
  '/blog/table-manners-from-the-sunnah',
  '/Contact',
  '/faqs',
  '/about-islam',
  '/login',
  '/register',
  '/set-password',
  '/unauthorized',
] as const;

const widths = [320, 360, 390, 768, 1280] as const;

/**
 * The page's width in CSS pixels against the width the screen has. Under mobile emulation a too-wide page widens
 * the layout viewport itself (the browser zooms out), so the comparison is with the screen's width, not clientWidth.
 */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(document.documentElement.scrollWidth, document.body.scrollWidth));
}

/** The elements that stick out past the right or left edge, for the failure message. */
async function widestElements(page: Page, width: number): Promise<string[]> {
  return page.evaluate((screenWidth) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.right > screenWidth + 1 || box.left < -1)) {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        found.push(`<${element.tagName.toLowerCase()}> ${Math.round(box.left)}–${Math.round(box.right)} "${text}"`);
      }
    }
    return found.slice(-5);
  }, width);
}

describe('public pages fit every screen width', () => {
  const journeys = useJourneys();
  let stack: SharedStack;
  let context: BrowserContext | undefined;

  beforeEach(() => {
    ({ stack } = journeys);
  });

  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function openAt(width: number, language?: 'ar'): Promise<Page> {
    const mobile = width < 1024;
    context = await journeys.browser.newContext({
      viewport: { width, height: mobile ? 760 : 800 },
      isMobile: mobile,
      hasTouch: mobile,
      deviceScaleFactor: 1,
      locale: language === 'ar' ? 'ar' : 'en-GB',
    });
    return context.newPage();
  }

  async function overflowsOf(page: Page, width: number, label: string, query = ''): Promise<string[]> {
    const problems: string[] = [];
    // A file the page asks for and does not get (an icon, a font, a chunk) is a problem too.
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.status() === 404 && !url.pathname.startsWith('/api/')) problems.push(`${url.pathname} is missing`);
    });
    for (const route of publicRoutes) {
      await page.goto(stack.url(`${route}${query}`), { waitUntil: 'networkidle' });
      await page.locator('#main-content').waitFor();
      const wide = await pageWidth(page);
      const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
      await page.screenshot({ path: path.join(artifactsDir, `widths-${label}-${name}.png`) });
      if (wide > width) problems.push(`${route} is ${wide} px wide: ${(await widestElements(page, width)).join('; ')}`);
    }
    return problems;
  }

  it.each(widths)('at %i px no public page scrolls sideways', async (width) => {
    const page = await openAt(width);
    expect(await overflowsOf(page, width, String(width))).toEqual([]);
  });

  it("the platform's icons are served: the favicon, the home-screen icon and every icon of the app manifest", async () => {
    const page = await openAt(390);
    await page.goto(stack.url('/'), { waitUntil: 'networkidle' });
    const declared = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"]')].map(
        (link) => new URL(link.href).pathname,
      ),
    );
    expect(declared).toEqual(expect.arrayContaining(['/favicon.ico', '/icons/apple-touch-icon.png']));
    const manifest = (await (await page.request.get(stack.url('/manifest.webmanifest'))).json()) as {
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of [...declared, ...manifest.icons.map((each) => each.src)]) {
      const answer = await page.request.get(stack.url(icon));
      expect([icon, answer.status(), answer.headers()['content-type']]).toEqual([
        icon,
        200,
        expect.stringMatching(/^image\//),
      ]);
    }
  });

  it('in Arabic, on the smallest phone, no public page scrolls sideways', async () => {
    const page = await openAt(320, 'ar');
    expect(await overflowsOf(page, 320, '320-ar', '?lang=ar')).toEqual([]);
  });
});
