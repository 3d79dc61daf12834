// The family device on a phone (issue 32's "Done means"): a parent marks the phone as the family device in
// Account → Devices and gives their child of five a picture code; on that phone /login opens on "Who's learning?",
// the child taps their picture and three pictures and is in; a wrong code is refused kindly (shown and spoken);
// the device removed in Account stops listing the children. Speech is recorded as in child-prereader.e2e.ts; axe
// runs on the tiles and on the pad; the tiles and the pad are screenshotted in English and Arabic.
import path from 'node:path';
import { pictureCodeSavedMessage, wrongPictureCodeMessage } from '@young-minds/contracts';
import type { Page } from 'playwright-core';
import { resizeTo, seriousAxeViolations, sidewaysOverflow } from './axe';
import { childPhone, familyWithChild } from './child-area';
import { artifactsDir, storeSession, useJourneys } from './stack';

jest.setTimeout(240_000);

/** Records what the page asks the device's voice to say (`window.spoken`); see child-prereader.e2e.ts. */
function recordVoice() {
  const recorded = window as unknown as Window & { spoken: string[] };
  recorded.spoken = [];
  const speak = window.speechSynthesis.speak.bind(window.speechSynthesis);
  window.speechSynthesis.speak = (utterance) => {
    recorded.spoken.push(utterance.text);
    if (window.speechSynthesis.getVoices().length > 0) speak(utterance);
    else setTimeout(() => utterance.dispatchEvent(new SpeechSynthesisEvent('end', { utterance })), 100);
  };
}

/** Waits (up to 10 s) until the page has said something containing `words`. */
async function heard(page: Page, words: string): Promise<void> {
  await page
    .waitForFunction(
      (expected) => (window as unknown as { spoken: string[] }).spoken.some((text) => text.includes(expected)),
      words,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const spoken = await page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);
  expect(spoken.filter((text) => text.includes(words))).not.toEqual([]);
}

/**
 * Screenshot into the artifacts, and what is wrong on a phone: serious or critical axe findings, sideways scrolling
 * at 390 and at 320 px.
 */
async function lookAt(page: Page, name: string, problems: string[]) {
  await page.waitForLoadState('networkidle');
  for (const finding of await seriousAxeViolations(page))
    problems.push(`${name}: ${finding.impact} ${finding.rule}\n  ${finding.nodes.join('\n  ')}`);
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) problems.push(`${name} scrolls ${overflow}px sideways`);
  await page.screenshot({ path: path.join(artifactsDir, `family-device-${name}.png`) });
  // The smallest phone too: 320 px wide, then back to 390.
  await resizeTo(page, 320, 700);
  const narrow = await sidewaysOverflow(page);
  if (narrow > 0) problems.push(`${name} scrolls ${narrow}px sideways at 320 px`);
  await resizeTo(page, 390, 844);
}

/** The pad's picture keys, tapped in order. */
async function tapPictures(page: Page, pad: string, ...names: string[]) {
  const group = page.getByRole('group', { name: pad });
  for (const name of names) await group.getByRole('button', { name, exact: true }).tap();
}

/** Leaves the session (the device mark stays): the phone is back at its login. */
async function logOut(page: Page, url: (pathname: string) => string) {
  await page.evaluate(() => localStorage.removeItem('young-minds-session'));
  await page.goto(url('/login'), { waitUntil: 'networkidle' });
}

describe('the family device on a phone', () => {
  const journeys = useJourneys(childPhone);
  const { url } = journeys;

  it('a parent marks the phone and sets a picture code; the child taps in; a wrong code is refused kindly; removing the device stops the tiles', async () => {
    const page = journeys.page;
    await journeys.context.addInitScript(recordVoice);
    const problems: string[] = [];
    const family = await familyWithChild(journeys.stack, { age: 5 });
    const auth = { 'content-type': 'application/json', authorization: `Bearer ${family.parent.token}` };
    const second = await fetch(url('/api/parent/add-child'), {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        name: 'Omar',
        age: 10,
        username: `omar-${Date.now()}`,
        password: 'child-pass-2',
        avatar: 'camel',
      }),
    });
    expect(second.status).toBe(201);
    const children = (await (await fetch(url('/api/parent/children'), { headers: auth })).json()) as {
      data: { id: number; name: string }[];
    };
    const zaynab = children.data.find((child) => child.name === 'Zaynab')!;

    // The parent makes this phone the family device…
    await storeSession(page, journeys.stack, family.parent);
    await page.goto(url('/parent/account'), { waitUntil: 'networkidle' });
    const devices = page.getByRole('region', { name: 'Devices' });
    await devices.getByLabel('Name of this device').fill('Family phone');
    await devices.getByRole('button', { name: 'Make this the family device' }).tap();
    await devices.getByRole('status').filter({ hasText: 'This device is now the family device.' }).waitFor();
    await devices.getByText('This device', { exact: true }).waitFor();
    await devices.screenshot({ path: path.join(artifactsDir, 'family-device-account.png') });
    if ((await sidewaysOverflow(page)) > 0) problems.push('Account scrolls sideways');

    // …and gives Zaynab a picture code: moon, star, sun.
    await page.goto(url(`/parent/children/${zaynab.id}`), { waitUntil: 'networkidle' });
    const code = page.getByRole('region', { name: 'Picture code' });
    await tapPictures(page, 'The nine pictures', 'moon', 'star', 'sun');
    await code.getByRole('button', { name: 'Save picture code' }).tap();
    await code.getByRole('status').filter({ hasText: pictureCodeSavedMessage }).waitFor();
    await code.getByText('Zaynab has a picture code.').waitFor();
    await code.screenshot({ path: path.join(artifactsDir, 'family-device-picture-code.png') });
    if ((await sidewaysOverflow(page)) > 0) problems.push("the child's page scrolls sideways");

    // The phone's login is now "Who's learning?" with both children.
    await logOut(page, url);
    await page.getByRole('heading', { name: "Who's learning?" }).waitFor();
    await page.getByRole('button', { name: 'Omar' }).waitFor();
    await lookAt(page, 'tiles', problems);

    // Zaynab taps her picture: her name is said, then the pad.
    await page.getByRole('button', { name: 'Zaynab' }).tap();
    await heard(page, 'Zaynab! Tap your three pictures.');
    await page.getByRole('heading', { name: 'Zaynab, tap your three pictures' }).waitFor();
    await lookAt(page, 'pad', problems);

    // A wrong code: kind words with a picture, spoken, and the pad cleared.
    await tapPictures(page, 'Tap your three pictures', 'tree', 'fish', 'book');
    await page.getByRole('alert').filter({ hasText: wrongPictureCodeMessage }).waitFor();
    await heard(page, wrongPictureCodeMessage);
    await page.getByText('No pictures chosen yet.').waitFor({ state: 'attached' });
    await lookAt(page, 'wrong', problems);

    // The right one: the child area.
    await tapPictures(page, 'Tap your three pictures', 'moon', 'star', 'sun');
    await page.waitForURL(url('/child'));
    await page.getByText('Hi, Zaynab!').waitFor();

    // On the family device the child's own Log out leads back to the tiles, for the next brother or sister.
    await page.getByRole('button', { name: 'Log out' }).tap();
    await page.getByRole('heading', { name: "Who's learning?" }).waitFor();

    // The tiles and the pad in Arabic.
    await page.evaluate(() => localStorage.setItem('ym-language', JSON.stringify({ locale: 'ar', digits: 'arab' })));
    await logOut(page, url);
    await page.getByRole('heading', { name: 'من سيتعلّم الآن؟' }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'ar',
      'rtl',
    ]);
    await lookAt(page, 'tiles-ar', problems);
    await page.getByRole('button', { name: 'Zaynab' }).tap();
    await page.getByRole('group', { name: 'المس صورك الثلاث' }).waitFor();
    await tapPictures(page, 'المس صورك الثلاث', 'قمر');
    await lookAt(page, 'pad-ar', problems);
    await page.evaluate(() => localStorage.setItem('ym-language', JSON.stringify({ locale: 'en', digits: 'latn' })));

    // The parent removes this phone in Account: its token lists no children any more, and /login is the usual form.
    const token = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('young-minds-family-device') ?? '{}') as { token?: string }).token,
    );
    expect(token).toEqual(expect.any(String));
    await storeSession(page, journeys.stack, family.parent);
    await page.goto(url('/parent/account'), { waitUntil: 'networkidle' });
    await devices.getByRole('button', { name: 'Remove Family phone' }).tap();
    await page.getByRole('dialog', { name: 'Remove the family device?' }).getByRole('button', { name: 'Remove' }).tap();
    await devices.getByRole('status').filter({ hasText: 'Family phone is no longer a family device.' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('young-minds-family-device'))).toBeNull();
    const listed = await fetch(url('/api/family-device/children'), { headers: { 'X-Family-Device': token! } });
    expect(listed.status).toBe(401);
    await logOut(page, url);
    await page.getByLabel('Email').waitFor();
    expect(await page.getByRole('heading', { name: "Who's learning?" }).count()).toBe(0);

    expect(problems).toEqual([]);
  });
});
