// A pre-reader on a phone (issue 31's "Done means"): a child of 5, whose Read to me is on by age, logs in and, by
// tapping pictures and speakers only, finishes one activity of each kind (Match the Picture, the revealed book,
// Fill in the Blanks), a quiz with one wrong answer and one right (one speaker on the question's card; a tap on an
// answer says it, Check gives it), hears a PDF book's page read, and turns the pages of a book that reads itself.
// Every instruction and every answer's feedback must be spoken: the test records what the page asks the device's
// voice to say (and the feedback sounds it plays), screenshots each screen and runs axe-core on it.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './axe';
import { childPhone, familyWithChild, logInAsChild } from './child-area';
import { artifactsDir, useJourneys } from './stack';

jest.setTimeout(240_000);

/**
 * Records, before any page script runs, what the page says (`window.spoken`, each utterance's text) and the sounds
 * it plays (`window.played`, each media element's source). Headless Chromium may have no voices: then an utterance
 * is not spoken, and its end is played by the recorder a moment later, so queued feedback (the right answer after
 * "Not quite.") goes on as it would on a phone.
 */
function recordVoice() {
  type Recorded = Window & { spoken: string[]; played: string[] };
  const recorded = window as unknown as Recorded;
  recorded.spoken = [];
  recorded.played = [];
  const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
  window.speechSynthesis.speak = (utterance) => {
    recorded.spoken.push(utterance.text);
    if (window.speechSynthesis.getVoices().length > 0) speak(utterance);
    else setTimeout(() => utterance.dispatchEvent(new SpeechSynthesisEvent('end', { utterance })), 100);
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function recordedPlay(this: HTMLMediaElement) {
    recorded.played.push(this.currentSrc || this.src);
    return play.call(this);
  };
}

const spokenSoFar = (page: Page) => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
/** Waits until the page says `text` (the whole of one utterance) after the first `from` things it said. */
const saysAfter = (page: Page, from: number, text: string) =>
  page.waitForFunction(
    ([start, words]) => (window as unknown as { spoken: string[] }).spoken.slice(start).includes(words),
    [from, text] as const,
  );
const playedSoFar = (page: Page) => page.evaluate(() => (window as unknown as { played: string[] }).played);

/** Waits (up to 10 s) until the page has said something containing `words`, and returns all it said. */
async function heard(page: Page, words: string): Promise<string[]> {
  await page
    .waitForFunction(
      (expected) => (window as unknown as { spoken: string[] }).spoken.some((text) => text.includes(expected)),
      words,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const spoken = await spokenSoFar(page);
  expect(spoken.filter((text) => text.includes(words))).not.toEqual([]);
  return spoken;
}

/** Screenshot (on the phone's screen) into the artifacts, and the screen's serious or critical axe findings. */
async function lookAt(page: Page, name: string, problems: string[]) {
  await page.waitForLoadState('networkidle');
  for (const finding of await seriousAxeViolations(page))
    problems.push(`${name}: ${finding.impact} ${finding.rule}\n  ${finding.nodes.join('\n  ')}`);
  await page.screenshot({ path: path.join(artifactsDir, `prereader-${name}.png`) });
}

describe('a pre-reader on a phone', () => {
  const journeys = useJourneys(childPhone);
  const { url } = journeys;

  /** A tap on the home button in the top bar, then the home's picture tile for `section`. */
  async function tapToSection(page: Page, section: string) {
    await page.locator('header a[href="/child"]').first().tap();
    await page.waitForURL(url('/child'));
    await page.locator(`main a[href="${section}"]`).first().tap();
    await page.waitForURL(url(section));
    await page.waitForLoadState('networkidle');
  }

  /** From the list on show, a tap on the tile of `title`. */
  async function tapTile(page: Page, prefix: string, title: string) {
    await page.locator(`main a[href^="${prefix}"]`, { hasText: title }).first().tap();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  }

  const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  /**
   * Checks the try; a child of 5 sees (and hears, after the celebration's "Well done!") the result in words and
   * stars, never a count: every try here is all right with three stars.
   */
  async function checkAnswers(page: Page) {
    const before = (await spokenSoFar(page)).length;
    await page.getByRole('button', { name: 'Check my answers' }).tap();
    await page.getByRole('heading', { name: 'Excellent!' }).waitFor();
    await saysAfter(page, before, 'Excellent!');
    const said = (await spokenSoFar(page)).slice(before);
    expect(said.slice(said.indexOf('Well done!'), said.indexOf('Well done!') + 2)).toEqual([
      'Well done!',
      'Excellent!',
    ]);
  }

  it('a child of 5 plays each kind of activity, a quiz and a book by tapping, and hears every instruction and feedback', async () => {
    const page = journeys.page;
    await journeys.context.addInitScript(recordVoice);
    const family = await familyWithChild(journeys.stack, { age: 5 });
    const children = (await (
      await fetch(url('/api/parent/children'), { headers: { authorization: `Bearer ${family.parent.token}` } })
    ).json()) as { data: { read_to_me: boolean }[] };
    expect(children.data[0]!.read_to_me).toBe(true);
    await logInAsChild(page, url, family);
    const problems: string[] = [];

    // Home says its question as it arrives.
    await heard(page, 'What shall we learn today?');
    await lookAt(page, 'home', problems);

    // Match the Picture, tap a name then tap its picture.
    await tapToSection(page, '/child/activities');
    await lookAt(page, 'activities', problems);
    await tapTile(page, '/child/activities/', 'Ramadan Things');
    await heard(page, 'Match each word to its picture.');
    const pictures = [
      ['Crescent moon', /^Picture 1:/],
      ['Lantern', /^Picture 2:/],
      ['Dates', /^Picture 3:/],
    ] as const;
    for (const [name, target] of pictures) {
      await card(page, name).tap();
      await page.getByRole('button', { name: target }).tap();
      await page
        .getByRole('status')
        .filter({ hasText: `${name} placed on picture` })
        .waitFor();
    }
    await checkAnswers(page);
    await lookAt(page, 'activity-match', problems);

    // The revealed book: tap a square to uncover it, tap the book's name.
    await tapToSection(page, '/child/activities');
    await tapTile(page, '/child/activities/', 'Which Book Is It?');
    await heard(page, 'Uncover the cover bit by bit, then pick the name of the book.');
    await page.getByRole('button', { name: 'Uncover part 5' }).tap();
    await page.getByText('1 of 9 parts showing').waitFor();
    await card(page, 'Stories of the Prophets').tap();
    await checkAnswers(page);
    await lookAt(page, 'activity-reveal', problems);

    // Fill in the Blanks: tap a word, tap its gap.
    await tapToSection(page, '/child/activities');
    await tapTile(page, '/child/activities/', 'Prayer Times');
    await heard(page, 'Put each prayer in its gap.');
    for (const [index, prayer] of ['Fajr', 'Dhuhr', 'Asr', 'Maghrib', 'Isha'].entries()) {
      await card(page, prayer).tap();
      await page.getByRole('button', { name: new RegExp(`^Blank ${index + 1} of 5`) }).tap();
      await page
        .getByRole('status')
        .filter({ hasText: `${prayer} placed in blank ${index + 1} of 5.` })
        .waitFor();
    }
    await checkAnswers(page);
    await lookAt(page, 'activity-blanks', problems);
    const wellDones = (await spokenSoFar(page)).filter((text) => text === 'Well done!');
    expect(wellDones).toHaveLength(3);

    // A quiz: each question and its answers are read out; one wrong answer, then right ones.
    await tapToSection(page, '/child/quiz');
    await lookAt(page, 'quizzes', problems);
    await tapTile(page, '/child/quiz/', 'Getting Ready for Salah');
    await page.getByRole('button', { name: 'Start', exact: true }).tap();
    const answers = page.getByRole('group', { name: 'Choose an answer' });
    const questions = [
      { question: 'How many daily prayers are there?', options: ['Three', 'Four', 'Five', 'Seven'], tap: 'Three' },
      { question: 'What do we do before we pray?', options: ['Wudu', 'Eat', 'Sleep', 'Run'], tap: 'Wudu' },
      { question: 'Which prayer is at sunset?', options: ['Fajr', 'Dhuhr', 'Asr', 'Maghrib'], tap: 'Maghrib' },
    ];
    for (const [index, { question, options, tap }] of questions.entries()) {
      const said = await heard(page, question);
      const reading = said.find((text) => text.includes(question))!;
      for (const option of options) expect(reading).toContain(option);
      // One speaker on the question's card (none on the answers): it reads the question and its answers again.
      const speakers = page.locator('main').getByRole('button', { name: /^Read aloud/ });
      expect(await speakers.count()).toBe(1);
      if (index === 0) {
        const readBefore = (await spokenSoFar(page)).length;
        await speakers.first().tap();
        await saysAfter(page, readBefore, reading);
      }
      // A tap on an answer chooses it and says it; Check gives it.
      const chosenAt = (await spokenSoFar(page)).length;
      await answers.getByRole('button', { name: tap, exact: true }).tap();
      await saysAfter(page, chosenAt, tap);
      const before = (await spokenSoFar(page)).length;
      await page.getByRole('button', { name: 'Check my answer', exact: true }).tap();
      if (index === 0) {
        // Not quite, then the right answer, spoken one after the other.
        await saysAfter(page, before, 'Five');
        const after = (await spokenSoFar(page)).slice(before);
        expect(after.slice(after.indexOf('Not quite.'), after.indexOf('Not quite.') + 2)).toEqual([
          'Not quite.',
          'Five',
        ]);
        await lookAt(page, 'quiz-answer', problems);
      } else {
        await saysAfter(page, before, "That's right!");
      }
      const last = index === questions.length - 1;
      await page.getByRole('button', { name: last ? 'Finish' : 'Next', exact: true }).tap();
    }
    await page.getByRole('status').getByRole('heading').first().waitFor();
    // The result's celebration is heard once, however often the screen redraws.
    await page.waitForTimeout(1_000);
    expect((await spokenSoFar(page)).filter((text) => text === 'Well done!')).toHaveLength(wellDones.length + 1);
    await lookAt(page, 'quiz-result', problems);

    // A PDF book: its page's text (the PDF's own text layer) is read to the child as the page arrives.
    await tapToSection(page, '/child/book');
    await lookAt(page, 'books', problems);
    await page.locator('main a[href^="/child/book/"]', { hasText: 'Stories of the Prophets' }).first().tap();
    await page.getByText('Page 1 of 4').waitFor();
    await heard(page, 'Long ago, Allah sent prophets to guide people to what is good.');
    await lookAt(page, 'book-pdf', problems);

    // A book that reads itself: each page is read as it arrives; the child only turns the pages.
    await tapToSection(page, '/child/book');
    await page.locator('main a[href^="/child/book/"]', { hasText: 'The Little Seed' }).first().tap();
    await page.getByText('Page 1 of 3').waitFor();
    await heard(page, 'A little seed slept under the ground.');
    await lookAt(page, 'book', problems);
    for (const pageNumber of [2, 3]) {
      const before = (await spokenSoFar(page)).length;
      await page.getByRole('button', { name: 'Next page' }).tap();
      await page.getByText(`Page ${pageNumber} of 3`).waitFor();
      await page.waitForFunction((from) => (window as unknown as { spoken: string[] }).spoken.length > from, before, {
        timeout: 10_000,
      });
    }
    await page.getByText('You finished the book!').waitFor();
    // The last page is read to its end, then the celebration is heard (not said over the page's words), once.
    const lastPage = 'Soon it was a tall tree giving shade and sweet fruit to everyone.';
    await page.waitForFunction((words) => {
      const spoken = (window as unknown as { spoken: string[] }).spoken;
      return spoken.slice(spoken.findIndex((text) => text.includes(words))).includes('Well done!');
    }, lastPage);
    await page.waitForTimeout(1_000);
    const atTheEnd = await spokenSoFar(page);
    const lastPageAt = atTheEnd.findIndex((text) => text.includes(lastPage));
    expect(atTheEnd.slice(lastPageAt)).toEqual([expect.stringContaining(lastPage), 'Well done!']);
    await lookAt(page, 'book-end', problems);

    const spoken = await spokenSoFar(page);
    const played = await playedSoFar(page);
    // What the child heard, in the test's output (the report lists it).
    process.stdout.write(`\nprereader spoke:\n${spoken.map((text) => `  ${JSON.stringify(text)}`).join('\n')}\n`);
    process.stdout.write(`prereader played:\n${played.map((src) => `  ${src}`).join('\n')}\n`);
    expect(played.some((src) => /right[^/]*\.wav/.test(src))).toBe(true);
    expect(played.some((src) => /wrong[^/]*\.wav/.test(src))).toBe(true);
    expect(played.some((src) => /celebration[^/]*\.wav/.test(src))).toBe(true);
    expect(problems).toEqual([]);
  });
});
