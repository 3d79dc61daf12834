// Issue 36, the Quran corner, end to end on a phone: an admin uploads Al-Ikhlas's recitation with each ayah's start;
// the child opens Al-Ikhlas, listens with the ayahs highlighted as they play, repeats an ayah three times, marks it
// memorised and records a recitation (Chromium's fake microphone); the parent plays the recording on the child's
// page and answers with stars and a comment, which the child sees; once the clock has moved to the ayah's due day,
// the child's "Revise today" holds it and grading it reschedules it. Arabic layout is checked on the surah page.
import { createDatabase, databaseUrlFromEnv } from '@young-minds/db';
import type { ChildRecitation, HifzMap, QuranSurah } from '@young-minds/contracts';
import type { Page } from 'playwright-core';
import { useAdminJourneys } from './admin';
import { childPhone, childScreenProblems, familyWithChild, logInAsChild } from './child-area';
import { type SharedStack, type SignedIn, storeSession } from './stack';

jest.setTimeout(300_000);

/** A playable WAV: one soft tone per ayah (8 kHz, 16-bit mono), `seconds` long each. */
function recitationWav(ayahs: number, seconds: number): Buffer {
  const rate = 8000;
  const samples = ayahs * seconds * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0, 'latin1');
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8, 'latin1');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'latin1');
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index += 1) {
    const ayah = Math.floor(index / (seconds * rate));
    const tone = Math.sin((2 * Math.PI * (330 + 110 * ayah) * index) / rate);
    wav.writeInt16LE(Math.round(tone * 3000), 44 + index * 2);
  }
  return wav;
}

/**
 * The clock moves `days` forward for one child's memorisation: every due day comes `days` closer. The services run
 * on the real clock, so the e2e moves the schedule instead (the scheduling itself, with a pinned clock and the
 * family's time zone, is the hifz routes' own test).
 */
async function moveHifzClock(stack: SharedStack, childId: number, days: number): Promise<void> {
  const db = createDatabase({ url: databaseUrlFromEnv(process.env, stack.dataDir), logging: false });
  try {
    for (const row of await db.models.HifzAyah.findAll({ where: { childId } })) {
      if (!row.dueOn) continue;
      const moved = new Date(`${row.dueOn}T00:00:00Z`);
      moved.setUTCDate(moved.getUTCDate() - days);
      await row.update({ dueOn: moved.toISOString().slice(0, 10) });
    }
  } finally {
    await db.close();
  }
}

async function api<T>(stack: SharedStack, token: string, method: string, pathname: string, body?: unknown) {
  const answer = await fetch(stack.url(pathname), {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as T };
}

/** The number of the ayah the surah page highlights as playing, or null. */
async function highlightedAyah(page: Page): Promise<number | null> {
  const current = page.locator('[aria-current="true"]');
  if ((await current.count()) === 0) return null;
  const label = (await current.first().innerText()) ?? '';
  const match = /ayah (\d+)/i.exec(label);
  return match ? Number(match[1]) : null;
}

describe('the Quran corner (issue 36)', () => {
  const journeys = useAdminJourneys();

  it('when a child listens, repeats, memorises and records Al-Ikhlas, then the parent answers and the revision comes on its day', async () => {
    const { stack } = journeys;

    // The admin uploads Al-Ikhlas's recitation: four ayahs, two seconds each.
    const form = new FormData();
    form.set('audio', new Blob([new Uint8Array(recitationWav(4, 2))], { type: 'audio/wav' }), 'al-ikhlas.wav');
    form.set('reciter', 'Test Reciter');
    form.set('licence', 'Recorded for Young Minds');
    form.set('ayahStarts', '0, 2, 4, 6');
    const uploaded = await fetch(stack.url('/api/admin/quran/surahs/112/recitation'), {
      method: 'PUT',
      headers: { authorization: `Bearer ${journeys.session.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);

    const family = await familyWithChild(stack, { age: 5 });
    const context = await journeys.browser.newContext(childPhone);
    await context.grantPermissions(['microphone'], { origin: stack.url('/') });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await logInAsChild(page, (pathname) => stack.url(pathname), family);
    // The child's token reads what the screens show (the username travels in `email`).
    const childLogin = await fetch(stack.url('/api/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: family.username, password: family.password }),
    });
    expect(childLogin.status).toBe(200);
    const childSession = (await childLogin.json()) as SignedIn;

    // From the child's home to Al-Ikhlas, by pictures.
    await page
      .getByRole('link', { name: /The Quran/ })
      .first()
      .click();
    await page.waitForURL(stack.url('/child/quran'));
    await page.getByRole('link', { name: /Al-Ikhlas/ }).click();
    await page.waitForURL(stack.url('/child/quran/112'));
    const surah = await api<QuranSurah>(stack, childSession.token, 'GET', '/api/quran/surahs/112');
    expect(surah.status).toBe(200);
    await page.getByText(surah.body.ayahs[0]!.text, { exact: true }).waitFor();
    expect(await childScreenProblems(page, 'the surah page')).toEqual([]);

    // Play: the highlighted ayah follows the recitation.
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const seen = new Set<number>();
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && !(seen.has(1) && seen.has(2))) {
      const ayah = await highlightedAyah(page);
      if (ayah !== null) seen.add(ayah);
      await page.waitForTimeout(100);
    }
    expect([...seen].sort()).toEqual(expect.arrayContaining([1, 2]));
    await page.getByRole('button', { name: 'Stop', exact: true }).click();

    // Repeat the first ayah three times.
    await page.getByRole('button', { name: '3 times', exact: true }).click();
    await page.getByRole('button', { name: /Listen to ayah 1:/ }).click();
    await page.getByText('Time 3 of 3').waitFor({ timeout: 20_000 });

    // Memorised.
    await page.getByRole('button', { name: 'I know ayah 1 by heart' }).click();
    await expectEventually(async () => {
      const map = await api<HifzMap>(stack, childSession.token, 'GET', '/api/child/hifz');
      return map.body.ayahs.find((ayah) => ayah.surah === 112 && ayah.ayah === 1)?.status;
    }, 'memorized');

    // Record a recitation with the fake microphone, and send it.
    await page.getByRole('link', { name: /Record me reciting/ }).click();
    await page.getByRole('button', { name: /Use the microphone/ }).click();
    await page.getByRole('button', { name: /^Record$/ }).click();
    await page.getByText('Recording… Recite now!').waitFor();
    await page.waitForTimeout(1500);
    await page.getByRole('button', { name: /^Stop$/ }).click();
    await page.getByRole('button', { name: /Send to Mum or Dad/ }).click();
    await page.getByText('Sent! Mum or Dad will listen.').first().waitFor();
    expect(await childScreenProblems(page, 'the recorder')).toEqual([]);

    // The parent plays it on the child's page and answers.
    const parentContext = await journeys.browser.newContext(childPhone);
    const parentPage = await parentContext.newPage();
    await storeSession(parentPage, stack, family.parent);
    const children = await api<{ id: number }[] | { data: { id: number }[] }>(
      stack,
      family.parent.token,
      'GET',
      '/api/parent/children',
    );
    const childId = (Array.isArray(children.body) ? children.body : children.body.data)[0]!.id;
    const recordings = await api<{ data: ChildRecitation[] }>(
      stack,
      family.parent.token,
      'GET',
      `/api/parent/children/${childId}/recitations`,
    );
    expect(recordings.body.data).toHaveLength(1);
    await parentPage.goto(stack.url(`/parent/children/${childId}`), { waitUntil: 'networkidle' });
    const [recording] = recordings.body.data;
    const title =
      recording!.ayahFrom === recording!.ayahTo
        ? `Al-Ikhlas, ayah ${recording!.ayahFrom}`
        : `Al-Ikhlas, ayahs ${recording!.ayahFrom}–${recording!.ayahTo}`;
    const player = parentPage.getByLabel(`Listen to ${title}`);
    await player.scrollIntoViewIfNeeded();
    const played = await player.evaluate(async (element) => {
      const audio = element as HTMLAudioElement;
      audio.muted = true;
      await audio.play();
      await new Promise((resolve) => setTimeout(resolve, 700));
      return { time: audio.currentTime, error: audio.error?.code ?? null };
    });
    expect(played.error).toBeNull();
    expect(played.time).toBeGreaterThan(0);
    const answer = parentPage.getByRole('form', { name: `Answer ${title}` });
    await answer.getByLabel('3 stars').check();
    await answer.getByLabel('Comment for your child').fill('Beautiful, keep going!');
    await answer.getByRole('button', { name: 'Save review' }).click();
    await answer.getByText('Review saved.').waitFor();
    await parentContext.close();

    // The child sees the answer.
    await page.goto(stack.url('/child/quran/recordings'), { waitUntil: 'networkidle' });
    await page.getByRole('img', { name: 'Mum or Dad gave you 3 stars' }).waitFor();
    await page.getByText('Beautiful, keep going!').waitFor();

    // Not due today; the clock moves to its due day; then "Revise today" holds it.
    const map = await api<HifzMap>(stack, childSession.token, 'GET', '/api/child/hifz');
    const memorised = map.body.ayahs.find((ayah) => ayah.surah === 112 && ayah.ayah === 1)!;
    expect(memorised.due! > map.body.today).toBe(true);
    const daysAhead = Math.round(
      (Date.parse(`${memorised.due}T00:00:00Z`) - Date.parse(`${map.body.today}T00:00:00Z`)) / 86_400_000,
    );
    await moveHifzClock(stack, childId, daysAhead);
    await page.goto(stack.url('/child/quran'), { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /Revise today/ }).click();
    await page.getByRole('button', { name: 'Good', exact: true }).click();
    await page.getByText('You revised them all!').first().waitFor();
    const after = await api<HifzMap>(stack, childSession.token, 'GET', '/api/child/hifz');
    expect(after.body.ayahs.find((ayah) => ayah.surah === 112 && ayah.ayah === 1)!.due! > after.body.today).toBe(true);

    // Arabic: the surah page right to left, nothing sideways on a phone.
    await page.goto(stack.url('/child/quran/112?lang=ar'), { waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await childScreenProblems(page, 'the surah page in Arabic')).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

async function expectEventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (last === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(last).toBe(expected);
}
