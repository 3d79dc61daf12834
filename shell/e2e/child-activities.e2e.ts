// The activities as a child plays them, in Chromium against the real stack, on the demo activities
// (services/content/src/seed/demo-activities.ts): Match the Picture by dragging with the mouse, the revealed book by
// tapping, Fill in the Blanks with the keyboard alone, a wrong answer that is shown as such, and the parent seeing
// the results; on a phone, the names' tray pinned to the bottom, drags with a finger to pictures off-screen (the
// page scrolls near an edge), a drop outside that springs back, a tile of the revealed book uncovered by a tap, and
// axe-core on the list and the player.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { childScreenProblems, familyWithChild, logInAsChild, parentSummaryOf } from './child-area';
import { artifactsDir, storeSession, useJourneys } from './stack';

jest.setTimeout(120_000);

async function openActivity(page: Page, url: (pathname: string) => string, title: string) {
  await page.goto(url('/child/activities'), { waitUntil: 'networkidle' });
  await page.locator('main a[href^="/child/activities/"]', { hasText: title }).first().click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** A card of the pool (its exact name: a read-aloud button's label may contain the card's words). */
const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

/** Drags `from` on to `to` with the mouse, in small steps as a hand does. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function checkAnswers(page: Page) {
  await page.getByRole('button', { name: 'Check my answers' }).click();
  await page.getByRole('heading', { name: /^You got \d+ of \d+ right!$/ }).waitFor();
}

describe('child activities end-to-end', () => {
  describe('on a desktop', () => {
    const journeys = useJourneys();
    const { url } = journeys;

    it('a child drags names to pictures, taps the name of a revealed book, fills blanks by keyboard; the parent sees it', async () => {
      const page = journeys.page;
      const family = await familyWithChild(journeys.stack);
      await logInAsChild(page, url, family);

      // Match the Picture, by dragging: each word on to its picture.
      await openActivity(page, url, 'Ramadan Things');
      const pictures = [
        ['Crescent moon', /^Picture 1:/],
        ['Lantern', /^Picture 2:/],
        ['Dates', /^Picture 3:/],
      ] as const;
      for (const [name, target] of pictures) {
        await dragWithMouse(page, card(page, name), page.getByRole('button', { name: target }));
        await page
          .getByRole('status')
          .filter({ hasText: `${name} placed on picture` })
          .waitFor();
      }
      await checkAnswers(page);
      await page.getByRole('heading', { name: 'You got 3 of 3 right!' }).waitFor();
      await page.getByText('3 stars of 3').first().waitFor();
      await page.screenshot({ path: path.join(artifactsDir, 'child-activity-match.png'), fullPage: true });

      // The revealed book, by tapping: one more part of the cover, then the name.
      await openActivity(page, url, 'Which Book Is It?');
      await page.getByRole('button', { name: 'Show more' }).click();
      await page.getByText('1 of 9 parts showing').waitFor();
      await page.screenshot({ path: path.join(artifactsDir, 'child-activity-reveal-phone.png') });
      await card(page, 'Stories of the Prophets').click();
      await checkAnswers(page);
      await page.getByRole('heading', { name: 'You got 1 of 1 right!' }).waitFor();
      await page.getByText('3 stars of 3').first().waitFor();

      // Fill in the Blanks with the keyboard alone: Space picks a tile up (the focus goes to the first empty
      // blank), Space drops it there.
      await openActivity(page, url, 'Prayer Times');
      for (const [index, prayer] of ['Fajr', 'Dhuhr', 'Asr', 'Maghrib', 'Isha'].entries()) {
        await card(page, prayer).focus();
        await page.keyboard.press('Space');
        await page
          .getByRole('status')
          .filter({ hasText: `${prayer} picked up.` })
          .waitFor();
        await page.keyboard.press('Space');
        await page
          .getByRole('status')
          .filter({ hasText: `${prayer} placed in blank ${index + 1} of 5.` })
          .waitFor();
      }
      await page.getByRole('button', { name: 'Check my answers' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'You got 5 of 5 right!' }).waitFor();
      await page.screenshot({ path: path.join(artifactsDir, 'child-activity-blanks.png'), fullPage: true });

      // A wrong answer is shown as wrong, and the right one can be found on the next try.
      await openActivity(page, url, 'The Five Daily Prayers');
      const order = ['Isha', 'Fajr', 'Dhuhr', 'Asr', 'Maghrib'];
      for (const [index, prayer] of order.entries()) {
        await card(page, prayer).click();
        await page.getByRole('button', { name: new RegExp(`^Picture ${index + 1}:`) }).click();
      }
      await checkAnswers(page);
      await page.getByRole('heading', { name: 'You got 0 of 5 right!' }).waitFor();
      expect(await page.getByText('✗ Not quite').count()).toBe(5);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('button', { name: 'Check my answers' }).waitFor();

      const summary = await parentSummaryOf(url, family);
      expect(summary.byKind.activity).toMatchObject({ started: 4, attempts: 4, averageScore: 75 });

      // The parent sees the same on the dashboard's card of the child and on the child's page.
      await storeSession(page, journeys.stack, family.parent);
      await page.goto(url('/parent'), { waitUntil: 'networkidle' });
      const childCard = page.getByRole('listitem', { name: 'Zaynab' });
      const countOf = async (where: Locator, label: string) =>
        (await where.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent())?.trim();
      expect(await countOf(childCard, 'Activities played')).toBe('4');
      expect(await countOf(childCard, 'Average activity score')).toBe('75%');
      await childCard.getByRole('link', { name: 'Zaynab' }).click();
      await page.getByRole('heading', { level: 1, name: 'Zaynab' }).waitFor();
      expect(await countOf(page.locator('main'), 'Activities played')).toBe('4');
      await page.getByRole('table').getByText('The Five Daily Prayers').first().waitFor();
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

    it('the list and each kind of player fit 390 px, pass axe; a finger drags names to pictures off-screen, a miss springs back, a tap uncovers', async () => {
      const page = journeys.page;
      const family = await familyWithChild(journeys.stack);
      await logInAsChild(page, url, family);
      const problems: string[] = [];
      await page.goto(url('/child/activities'), { waitUntil: 'networkidle' });
      problems.push(...(await childScreenProblems(page, 'activities')));

      await openActivity(page, url, 'Ramadan Things');
      problems.push(...(await childScreenProblems(page, 'activity-match')));
      const cdp = await journeys.context.newCDPSession(page);
      type Point = { x: number; y: number };
      const point = (box: { x: number; y: number; width: number; height: number }): Point => ({
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
      });
      const touch = (type: 'touchStart' | 'touchMove', at: Point) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [at] });
      const lift = () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      /** Moves the finger from `a` to `b` in small steps, as a hand does. */
      const slide = async (a: Point, b: Point, steps = 8) => {
        for (let step = 1; step <= steps; step += 1)
          await touch('touchMove', { x: a.x + ((b.x - a.x) * step) / steps, y: a.y + ((b.y - a.y) * step) / steps });
      };
      const boxOf = async (locator: Locator) => {
        const box = await locator.boundingBox();
        if (!box) throw new Error('not on the page');
        return box;
      };
      const names = page.getByRole('group', { name: 'Names' });

      // A picture above the fold: the finger holds the name near the top edge, the page scrolls up, and the name
      // is dropped on the picture that came into view.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      const moonBox = await boxOf(card(page, 'Crescent moon'));
      await touch('touchStart', point(moonBox));
      await slide(point(moonBox), { x: point(moonBox).x, y: 8 });
      await page.waitForFunction(() => window.scrollY === 0);
      const firstPicture = await boxOf(page.getByRole('button', { name: /^Picture 1:/ }));
      await touch('touchMove', point(firstPicture));
      await lift();
      await page.getByRole('status').filter({ hasText: 'Crescent moon placed on picture 1' }).waitFor();

      // Match the Picture with five pictures on a phone: the names wait in a tray pinned to the bottom of the screen,
      // the last picture starts off-screen below it, and holding a name near the tray's top scrolls the page to it.
      await openActivity(page, url, 'The Five Daily Prayers');
      await page.evaluate(() => window.scrollTo(0, 0));
      const viewportHeight = 844;
      const tray = await boxOf(names);
      expect(Math.round(tray.y + tray.height)).toBe(viewportHeight);
      const lastPicture = page.getByRole('button', { name: /^Picture 5:/ });
      expect((await boxOf(lastPicture)).y).toBeGreaterThan(tray.y);
      await page.screenshot({ path: path.join(artifactsDir, 'child-activity-match-phone.png') });
      const fajr = card(page, 'Fajr');
      const fajrBox = await boxOf(fajr);
      await touch('touchStart', point(fajrBox));
      // Up out of the tray first (a card picked up in the tray does not run the page off), then down to its edge.
      const above = { x: 195, y: tray.y - 200 };
      await slide(point(fajrBox), above);
      await slide(above, { x: 195, y: tray.y - 12 });
      await page.waitForFunction(
        (trayTop) => {
          const last = [...document.querySelectorAll('button')].find((b) =>
            b.getAttribute('aria-label')?.startsWith('Picture 5:'),
          );
          return last !== undefined && last.getBoundingClientRect().bottom <= trayTop + 1;
        },
        (await boxOf(names)).y,
      );
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // The finger still holds the name at the edge, so the page may scroll on a little: the picture is measured once
      // the page has stood still for a few frames (a place read while it moved missed the picture in one CI run).
      await page.waitForFunction(
        () => {
          const seen = window as unknown as { lastScrollY?: number; stillFrames?: number };
          seen.stillFrames = seen.lastScrollY === window.scrollY ? (seen.stillFrames ?? 0) + 1 : 0;
          seen.lastScrollY = window.scrollY;
          return seen.stillFrames >= 5;
        },
        undefined,
        { polling: 'raf' },
      );
      await touch('touchMove', point(await boxOf(lastPicture)));
      await lift();
      await page.getByRole('status').filter({ hasText: 'Fajr placed on picture 5' }).waitFor();

      // A name let go where no picture is springs back to its place in the tray.
      const dhuhr = card(page, 'Dhuhr');
      const dhuhrBox = await boxOf(dhuhr);
      await touch('touchStart', point(dhuhrBox));
      await slide(point(dhuhrBox), { x: 4, y: 300 });
      await lift();
      await page.getByRole('status').filter({ hasText: 'Cancelled.' }).waitFor();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('button')].every((button) => button.getAnimations().length === 0),
      );
      expect(await names.getByRole('button', { name: 'Dhuhr', exact: true }).count()).toBe(1);
      const dhuhrBack = await boxOf(dhuhr);
      expect(Math.abs(dhuhrBack.x - dhuhrBox.x) + Math.abs(dhuhrBack.y - dhuhrBox.y)).toBeLessThan(2);

      // The revealed book: a tap on a covered square uncovers it.
      await openActivity(page, url, 'Which Book Is It?');
      await page.getByRole('button', { name: 'Uncover part 5' }).tap();
      await page.getByText('1 of 9 parts showing').waitFor();
      await page.screenshot({ path: path.join(artifactsDir, 'child-activity-reveal-phone.png') });
      expect(await page.getByRole('button', { name: 'Uncover part 5' }).count()).toBe(0);
      problems.push(...(await childScreenProblems(page, 'activity-reveal')));
      await openActivity(page, url, 'Prayer Times');
      problems.push(...(await childScreenProblems(page, 'activity-blanks')));
      expect(problems).toEqual([]);
    });
  });
});
