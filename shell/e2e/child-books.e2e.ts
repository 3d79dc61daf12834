// The child area's books, read as a child reads them, in Chromium against the real stack: the demo PDF page by page
// (buttons, arrow keys), reopened at the page the child left, finished on the last page and counted for the parent;
// the demo EPUB and Word book to their last page; and on a phone, pages turned with a swipe, every book screen
// checked with axe-core, the PDF fitting the screen and zooming with its text layer, and Read to me reading a page
// with each word highlighted as it is read.
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { childScreenProblems, familyWithChild, logInAsChild, parentSummaryOf } from './child-area';
import { artifactsDir, useJourneys } from './stack';

jest.setTimeout(120_000);

/** The demo books (services/content/src/seed/demo-content.ts): one per format a child can read in the page. */
const demoBooks = {
  pdf: { title: 'Stories of the Prophets', pages: 4 },
  epub: { title: 'Good Words' },
  docx: { title: 'The Little Seed', pages: 3, firstWords: 'A little seed slept under the ground.' },
};

const pageStatus = (page: Page) => page.getByText(/^Page \d+ of \d+$/);

async function openBook(page: Page, url: (pathname: string) => string, title: string) {
  await page.goto(url('/child/book'), { waitUntil: 'networkidle' });
  await page.locator('main a[href^="/child/book/"]', { hasText: title }).first().click();
  await page.waitForURL(/\/child\/book\/\d+$/);
}

/** Whether the canvas pdf.js drew on has anything but one colour (a blank canvas is a failed render). */
async function canvasIsDrawn(page: Page): Promise<boolean> {
  return page
    .locator('main canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d');
      if (!context || canvas.width === 0 || canvas.height === 0) return false;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 4; i < data.length; i += 4)
        if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2]) return true;
      return false;
    });
}

/** Waits (up to 10 s) until pdf.js has drawn the page on the canvas. */
async function canvasDrawn(page: Page) {
  for (let tries = 0; tries < 50; tries += 1) {
    if (await canvasIsDrawn(page)) return;
    await page.waitForTimeout(200);
  }
  throw new Error('the PDF page was never drawn');
}

/** Turns pages with "Next page" until the book says it is finished; returns how many turns it took. */
async function readToTheEnd(page: Page, maxTurns = 30): Promise<number> {
  const finished = page.getByText('You finished the book!');
  for (let turns = 0; turns <= maxTurns; turns += 1) {
    if (await finished.isVisible()) return turns;
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForTimeout(150);
  }
  throw new Error('the book never said it was finished');
}

/**
 * Records what the page asks the device's voice to say (`window.spokenWords`). Headless Chromium has no voices
 * (nothing would be read, no word boundary would come): then the utterance is kept, not spoken, and the test
 * plays the voice's part with `window.sayWord(word)` (a word boundary) and `window.stopSaying()` (its end).
 */
function recordSpeech() {
  type Recorded = Window & {
    spokenWords: string[];
    sayWord: (word: string) => boolean;
    stopSaying: () => void;
  };
  const recorded = window as unknown as Recorded;
  const utterances: SpeechSynthesisUtterance[] = [];
  recorded.spokenWords = [];
  const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
  window.speechSynthesis.speak = (utterance) => {
    recorded.spokenWords.push(utterance.text);
    utterances.push(utterance);
    if (window.speechSynthesis.getVoices().length > 0) speak(utterance);
  };
  recorded.sayWord = (word) => {
    const utterance = utterances.at(-1);
    const charIndex = utterance?.text.indexOf(word) ?? -1;
    if (!utterance || charIndex < 0) return false;
    utterance.dispatchEvent(
      new SpeechSynthesisEvent('boundary', { utterance, name: 'word', charIndex, charLength: word.length }),
    );
    return true;
  };
  recorded.stopSaying = () => {
    const utterance = utterances.at(-1);
    if (utterance) utterance.dispatchEvent(new SpeechSynthesisEvent('end', { utterance }));
  };
}

/** The words painted as being read (the Custom Highlight API's ranges, else the marked words). */
const highlightedWords = (page: Page) =>
  page.evaluate(() => {
    const highlight = CSS.highlights?.get('book-reading');
    if (highlight) return [...highlight].map((range) => (range instanceof Range ? range.toString() : ''));
    return [...document.querySelectorAll('[data-reading]')].map((word) => word.textContent ?? '');
  });

describe('child books end-to-end', () => {
  describe('on a desktop', () => {
    const journeys = useJourneys();
    const { url } = journeys;

    it('a child reads the PDF page by page, comes back to the same page, finishes it; the parent sees it', async () => {
      const page = journeys.page;
      const family = await familyWithChild(journeys.stack);
      await logInAsChild(page, url, family);
      await openBook(page, url, demoBooks.pdf.title);
      await page.getByText(`Page 1 of ${demoBooks.pdf.pages}`).waitFor();
      await page.locator('main canvas').first().waitFor();
      await canvasDrawn(page);

      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByText(`Page 2 of ${demoBooks.pdf.pages}`).waitFor();
      await page.keyboard.press('ArrowRight');
      await page.getByText(`Page 3 of ${demoBooks.pdf.pages}`).waitFor();
      await page.keyboard.press('ArrowLeft');
      await page.getByText(`Page 2 of ${demoBooks.pdf.pages}`).waitFor();
      await page.keyboard.press('ArrowRight');
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/progress/me') &&
          response.request().method() === 'PUT' &&
          (response.request().postData() ?? '').includes('"bookmark":"3"'),
      );
      expect((await saved).status()).toBe(200);
      await page.screenshot({ path: path.join(artifactsDir, 'child-book-pdf.png') });

      // Back later: the book opens where the child left it, and Home offers it under 'Continue'.
      await page.goto(url('/child'), { waitUntil: 'networkidle' });
      await page.locator('main section', { hasText: 'Continue' }).locator('a[href^="/child/book/"]').first().click();
      await page.getByText(`Page 3 of ${demoBooks.pdf.pages}`).waitFor();
      await canvasDrawn(page);

      const finishedSaved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/progress/me') &&
          (response.request().postData() ?? '').includes('"completed":true'),
      );
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByText(`Page 4 of ${demoBooks.pdf.pages}`).waitFor();
      await page.getByText('You finished the book!').waitFor();
      expect((await finishedSaved).status()).toBe(200);
      expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

      expect((await parentSummaryOf(url, family)).byKind.book).toMatchObject({ started: 1, completed: 1 });
    });

    it('a child reads the EPUB and the Word book to their last page', async () => {
      const page = journeys.page;
      const family = await familyWithChild(journeys.stack);
      await logInAsChild(page, url, family);

      await openBook(page, url, demoBooks.epub.title);
      await page.frameLocator('main iframe').first().getByText('Say Bismillah', { exact: false }).waitFor();
      await page.screenshot({ path: path.join(artifactsDir, 'child-book-epub.png') });
      expect(await readToTheEnd(page)).toBeGreaterThan(0);

      await openBook(page, url, demoBooks.docx.title);
      await page.getByText(demoBooks.docx.firstWords).waitFor();
      await page.getByText(`Page 1 of ${demoBooks.docx.pages}`).waitFor();
      await page.screenshot({ path: path.join(artifactsDir, 'child-book-docx.png') });
      expect(await readToTheEnd(page)).toBe(demoBooks.docx.pages - 1);

      await page.goto(url('/child/book'), { waitUntil: 'networkidle' });
      const progress = (await (
        await fetch(url('/api/progress/me/items?contentType=book'), {
          headers: {
            authorization: `Bearer ${await page.evaluate(
              () => JSON.parse(localStorage.getItem('young-minds-session') ?? '{}').state?.token,
            )}`,
          },
        })
      ).json()) as { data: { completed: boolean }[] };
      expect(progress.data.filter((item) => item.completed)).toHaveLength(2);
    });
  });

  describe('on a phone', () => {
    // bypassCSP: axe-core is injected as an inline script, which the platform's policy forbids.
    const journeys = useJourneys({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      bypassCSP: true,
    });
    const { url } = journeys;

    /** A finger swiping from right to left across the page (real touch events, as a phone sends them). */
    async function swipeLeft(page: Page, cdp: CDPSession) {
      const box = await page.locator('main').boundingBox();
      if (!box) throw new Error('no main to swipe on');
      const y = box.y + Math.min(box.height / 2, 400);
      const from = box.x + box.width * 0.85;
      const to = box.x + box.width * 0.15;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      for (let step = 1; step <= 6; step += 1)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: from + ((to - from) * step) / 6, y }],
        });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }

    it('the books fit 390 px with big targets, pass axe, and a swipe turns the page', async () => {
      const page = journeys.page;
      const family = await familyWithChild(journeys.stack);
      await logInAsChild(page, url, family);
      const problems: string[] = [];
      await page.goto(url('/child/book'), { waitUntil: 'networkidle' });
      problems.push(...(await childScreenProblems(page, 'books')));

      await openBook(page, url, demoBooks.pdf.title);
      await page.getByText(`Page 1 of ${demoBooks.pdf.pages}`).waitFor();
      await canvasDrawn(page);
      problems.push(...(await childScreenProblems(page, 'book-pdf')));
      const cdp = await journeys.context.newCDPSession(page);
      await swipeLeft(page, cdp);
      await page.getByText(`Page 2 of ${demoBooks.pdf.pages}`).waitFor();
      expect(await pageStatus(page).count()).toBe(1);

      await openBook(page, url, demoBooks.docx.title);
      await page.getByText(demoBooks.docx.firstWords).waitFor();
      problems.push(...(await childScreenProblems(page, 'book-docx')));
      await openBook(page, url, demoBooks.epub.title);
      await page.frameLocator('main iframe').first().getByText('Say Bismillah', { exact: false }).waitFor();
      problems.push(...(await childScreenProblems(page, 'book-epub')));
      expect(problems).toEqual([]);
    });

    it('the PDF page fits the phone and zooms with its text layer; Read to me highlights each word as it is read', async () => {
      const page = journeys.page;
      await journeys.context.addInitScript(recordSpeech);
      const family = await familyWithChild(journeys.stack);
      await logInAsChild(page, url, family);
      await openBook(page, url, demoBooks.pdf.title);
      await page.getByText(`Page 1 of ${demoBooks.pdf.pages}`).waitFor();
      await canvasDrawn(page);

      // The whole page is on the 390 px screen, its (invisible) words laid over the drawing.
      const sheet = page.locator('main .pdf-page');
      const layer = page.locator('main .textLayer');
      await layer.getByText('Stories of the Prophets').waitFor({ state: 'attached' });
      const fitted = (await sheet.boundingBox())!;
      expect(fitted.x).toBeGreaterThanOrEqual(0);
      expect(fitted.x + fitted.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // Zoomed in, the page and its text layer grow together; the page area scrolls, the screen does not.
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.waitForFunction(
        (width) => (document.querySelector('main .pdf-page')?.getBoundingClientRect().width ?? 0) > width * 1.4,
        fitted.width,
      );
      await canvasDrawn(page);
      const zoomed = (await sheet.boundingBox())!;
      const zoomedLayer = (await layer.boundingBox())!;
      expect(Math.abs(zoomedLayer.width - zoomed.width)).toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await page.waitForFunction(
        (width) => Math.abs((document.querySelector('main .pdf-page')?.getBoundingClientRect().width ?? 0) - width) < 2,
        fitted.width,
      );

      // Read to me (read on arrival when the child's setting is on; else the child taps the big button).
      const readToMe = page.getByRole('button', { name: 'Read to me' });
      if (await readToMe.isVisible()) await readToMe.click();
      await page.getByRole('button', { name: 'Stop reading' }).waitFor();
      const spoken = await page.evaluate(() => (window as unknown as { spokenWords: string[] }).spokenWords);
      expect(spoken.at(-1)).toContain('Stories of the Prophets');
      expect(spoken.at(-1)).toContain('Long ago, Allah sent prophets');
      const noVoices = await page.evaluate(() => window.speechSynthesis.getVoices().length === 0);
      if (noVoices) {
        for (const word of ['Stories', 'Prophets', 'Allah']) {
          expect(
            await page.evaluate((w) => (window as unknown as { sayWord: (w: string) => boolean }).sayWord(w), word),
          ).toBe(true);
          expect(await highlightedWords(page)).toEqual([word]);
        }
        await page.screenshot({ path: path.join(artifactsDir, 'child-book-read-to-me.png') });
        await page.evaluate(() => (window as unknown as { stopSaying: () => void }).stopSaying());
        await page.getByRole('button', { name: 'Read to me' }).waitFor();
        expect(await highlightedWords(page)).toEqual([]);
      } else {
        await page.waitForFunction(() => (CSS.highlights?.get('book-reading')?.size ?? 0) > 0);
        await page.screenshot({ path: path.join(artifactsDir, 'child-book-read-to-me.png') });
      }
    });
  });
});
