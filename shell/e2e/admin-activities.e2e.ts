// The admin writes activities, in Chromium against the real stack: one of each kind, published, played in the
// preview, and offered to a child of a new family.
import path from 'node:path';
import { useAdminJourneys } from './admin';
import { registerParent, repoRoot } from './stack';

jest.setTimeout(90_000);

/** Names this file's rows apart from every other journey's. */
const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const media = (name: string) => path.join(repoRoot, 'services', 'content', 'seed', 'media', name);

describe('the admin writes activities end-to-end', () => {
  const admin = useAdminJourneys();
  const { callApi, heading, row, status, shot, openFromSidebar } = admin;

  it('writes one activity of each kind, publishes them, plays one in the preview; a child is offered them', async () => {
    const { page, stack } = admin;
    await admin.open('/admin/dashboard', 'Admin Dashboard');
    const titles = {
      match: `Ramadan Pictures ${stamp}`,
      revealMatch: `Whose Cover ${stamp}`,
      fillBlanks: `Table Manners ${stamp}`,
    };
    const startActivity = async (title: string, kind: string) => {
      await openFromSidebar('Manage Activities', 'Manage Activities');
      await page.getByRole('link', { name: 'Add Activity' }).click();
      await heading('Add Activity').waitFor();
      await page.getByLabel('Title', { exact: true }).fill(title);
      await page.getByLabel('Instruction').fill('Do your best!');
      await page.getByRole('checkbox', { name: 'Ramadan' }).check();
      await page.getByLabel('Status').selectOption('published');
      await page.getByRole('radio', { name: kind }).check();
    };
    const create = async (title: string) => {
      await page.getByRole('button', { name: 'Create Activity' }).click();
      await status('Activity created successfully!').waitFor();
      await row(title).getByText('Published').waitFor();
    };

    await startActivity(titles.match, 'Match the Picture');
    const pairs = [
      ['Lantern', 'ramadan.jpg', 'A lantern glowing at night'],
      ['Good manners', 'manners.jpg', 'Children sharing food'],
    ];
    for (const [index, [name, file, alt]] of pairs.entries()) {
      const pair = page.getByRole('group', { name: `Pair ${index + 1}` });
      await pair.getByLabel('Name').fill(name!);
      await pair.getByLabel('Picture', { exact: true }).setInputFiles(media(file!));
      await pair.getByText('Picture uploaded.').waitFor();
      await pair.getByLabel('Picture description').fill(alt!);
    }
    await shot('activity-match-form');
    await create(titles.match);

    await startActivity(titles.revealMatch, 'Match the Name to the Revealed Book');
    await page.getByLabel('Hidden picture').setInputFiles(media('book-prophets.jpg'));
    await page.getByText('Picture uploaded.').waitFor();
    await page.getByLabel('Picture description').fill('The cover of a book about the prophets');
    await page.getByLabel('Right name').fill('Stories of the Prophets');
    await page.getByRole('textbox', { name: 'Wrong name 1' }).fill('The Little Seed');
    await create(titles.revealMatch);

    await startActivity(titles.fillBlanks, 'Fill in the Blanks');
    await page.getByLabel('Passage').fill('We say [Bismillah] before we eat and [Alhamdulillah] after.');
    await page.getByText('2 blanks').waitFor();
    await page.getByLabel('Extra word tiles (optional)').fill('Ameen');
    await create(titles.fillBlanks);

    // The preview plays it as a child would, graded on the page.
    await row(titles.match).getByRole('link', { name: 'View' }).click();
    await heading(titles.match).waitFor();
    const stage = page.getByRole('region', { name: 'Try it as a child' });
    for (const [index, [name]] of pairs.entries()) {
      await stage.getByRole('button', { name: name!, exact: true }).click();
      await stage.getByRole('button', { name: new RegExp(`^Picture ${index + 1}:`) }).click();
    }
    await stage.getByRole('button', { name: 'Check my answers' }).click();
    await stage.getByText('Score: 100%').waitFor();
    await shot('activity-preview');

    // Published by the admin, each waits for a reviewer other than its author (issue 35); a second admin approves.
    const written = await callApi<{ data: { id: number; title: string }[] }>(
      'GET',
      `/api/activities?pageSize=100&search=${encodeURIComponent(stamp)}`,
    );
    expect(written.status).toBe(200);
    const ours = written.body.data.filter((activity) => Object.values(titles).includes(activity.title));
    expect(ours).toHaveLength(3);
    for (const activity of ours) await admin.publishThroughReview('activity', activity.id);

    // A child of a new family is offered all three (published, for every age).
    const parent = await registerParent(stack, 'Activity Family');
    const username = `act-kid-${stamp}`;
    const added = await callApi(
      'POST',
      '/api/parent/add-child',
      {
        name: 'Maryam',
        age: 6,
        username,
        password: 'kid-pass-1',
        avatar: 'bee',
      },
      parent.token,
    );
    expect(added.status).toBe(201);
    const child = await callApi<{ token: string }>(
      'POST',
      '/api/auth/login',
      { email: username, password: 'kid-pass-1' },
      '',
    );
    const offered = await callApi<{ data: { title: string }[] }>(
      'GET',
      '/api/child/activities?pageSize=100',
      undefined,
      child.body.token,
    );
    expect(offered.body.data.map((activity) => activity.title)).toEqual(expect.arrayContaining(Object.values(titles)));
  });
});
