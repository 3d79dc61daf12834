// The activities as a child plays them, in Chromium against the real stack, on the demo activities
// (services/content/src/seed/demo-activities.ts): Match the Picture by dragging with the mouse, the revealed book by
// tapping, Fill in the Blanks with the keyboard alone, a wrong answer that is shown as such, and the parent seeing
// the results; on a phone, a drag with a finger and axe-core on the list and the player.
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

    it('the list and each kind of player fit 390 px, pass axe, and a finger can drag a name on to a picture', async () => {
      const page = journeys.page;
      const family = await familyWithChild(journeys.stack);
      await logInAsChild(page, url, family);
      const problems: string[] = [];
      await page.goto(url('/child/activities'), { waitUntil: 'networkidle' });
      problems.push(...(await childScreenProblems(page, 'activities')));

      await openActivity(page, url, 'Ramadan Things');
      problems.push(...(await childScreenProblems(page, 'activity-match')));
      // The pool is below the pictures on a phone: the first name and the last picture share the screen once the
      // name is scrolled to the bottom of it.
      const dates = card(page, 'Dates');
      const picture = page.getByRole('button', { name: /^Picture 3:/ });
      await dates.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      const from = await dates.boundingBox();
      const to = await picture.boundingBox();
      if (!from || !to) throw new Error('no card or picture on the phone');
      const cdp = await journeys.context.newCDPSession(page);
      const point = (box: typeof from, share = 0.5) => ({ x: box.x + box.width / 2, y: box.y + box.height * share });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(from)] });
      for (let step = 1; step <= 10; step += 1) {
        const a = point(from);
        const b = point(to);
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: a.x + ((b.x - a.x) * step) / 10, y: a.y + ((b.y - a.y) * step) / 10 }],
        });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.getByRole('status').filter({ hasText: 'Dates placed on picture 3' }).waitFor();

      // A picture above the fold: the finger holds the name near the top edge, the page scrolls up, and the name
      // is dropped on the picture that came into view.
      const moon = card(page, 'Crescent moon');
      await moon.evaluate((element) => element.scrollIntoView({ block: 'end' }));
      const scrolledDown = await page.evaluate(() => window.scrollY);
      expect(scrolledDown).toBeGreaterThan(0);
      const moonBox = await moon.boundingBox();
      if (!moonBox) throw new Error('no Crescent moon card');
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(moonBox)] });
      const nearTop = { x: moonBox.x + moonBox.width / 2, y: 8 };
      for (let step = 1; step <= 8; step += 1) {
        const a = point(moonBox);
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: a.x, y: a.y + ((nearTop.y - a.y) * step) / 8 }],
        });
      }
      await page.waitForFunction(() => window.scrollY === 0);
      const firstPicture = await page.getByRole('button', { name: /^Picture 1:/ }).boundingBox();
      if (!firstPicture) throw new Error('no first picture');
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(firstPicture)] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.getByRole('status').filter({ hasText: 'Crescent moon placed on picture 1' }).waitFor();

      await openActivity(page, url, 'Which Book Is It?');
      problems.push(...(await childScreenProblems(page, 'activity-reveal')));
      await openActivity(page, url, 'Prayer Times');
      problems.push(...(await childScreenProblems(page, 'activity-blanks')));
      expect(problems).toEqual([]);
    });
  });
});
