import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { activityInputSchema, activityMessages } from '@young-minds/contracts';
import { adminMockState } from '@young-minds/mocks';
import { currentPath, fileHeads, holdCall, renderAdmin, setUpMockServer, testFile } from '../../testing';

const server = setUpMockServer();
afterEach(() => jest.restoreAllMocks());

const uploaded = /^\/media\/activities\/mock-upload-\d+\.png$/;
// An MP3 starts with its ID3 tag.
const mp3 = new Uint8Array([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
const picture = (name = 'picture.png') => testFile(name, 'image/png', fileHeads.png);

/** The bodies the form sends to create or update (the mock answers them as usual). */
function recordBodies(): unknown[] {
  const bodies: unknown[] = [];
  const record = async ({ request }: { request: Request }) => {
    bodies.push(await request.clone().json());
  };
  server.use(http.post('*/api/activities', record), http.put('*/api/activities/:id', record));
  return bodies;
}

async function openCreate() {
  const utils = renderAdmin('/admin/manage-activities/add');
  await screen.findByRole('checkbox', { name: 'Quran' });
  return utils;
}

async function fillCommon(user: UserEvent, title: string) {
  await user.type(screen.getByLabelText('Title'), title);
  await user.type(screen.getByLabelText('Instruction'), 'Have a go!');
  await user.click(screen.getByRole('checkbox', { name: 'Quran' }));
}

/** Chooses a picture in `scope` and waits until its upload has answered. */
async function uploadPicture(user: UserEvent, scope: HTMLElement, label: string, file = picture()) {
  await user.upload(within(scope).getByLabelText(label), file);
  await within(scope).findByText('Picture uploaded.');
}

const group = (name: string) => screen.getByRole('group', { name });
const submit = (user: UserEvent, name = 'Create Activity') => user.click(screen.getByRole('button', { name }));

describe('Add Activity', () => {
  it('when a Match the Picture is written and saved, then the body follows the contract with ids, pictures, sounds and answers', async () => {
    const bodies = recordBodies();
    const { user } = await openCreate();
    expect(screen.getByRole('radio', { name: 'Match the Picture' })).toBeChecked();
    await fillCommon(user, 'Fruits');
    for (const [number, name, alt] of [
      [1, 'Dates', 'A bowl of dates'],
      [2, 'Figs', 'Two green figs'],
    ] as const) {
      const pair = group(`Pair ${number}`);
      await user.type(within(pair).getByLabelText('Name'), name);
      await uploadPicture(user, pair, 'Picture');
      await user.type(within(pair).getByLabelText('Picture description'), alt);
    }
    const first = group('Pair 1');
    await user.upload(within(first).getByLabelText('Sound (optional)'), testFile('dates.mp3', 'audio/mpeg', mp3));
    await within(first).findByText('Sound uploaded.');
    await user.click(screen.getByRole('button', { name: 'Add Extra Name' }));
    await user.type(screen.getByLabelText('Extra name 1'), 'Apples');
    await submit(user);

    await waitFor(() => expect(currentPath()).toBe('/admin/activities'));
    expect(await screen.findByText(activityMessages.created)).toBeInTheDocument();
    const body = activityInputSchema.parse(bodies[0]);
    expect(body).toMatchObject({ title: 'Fruits', prompt: 'Have a go!', linked_categories: [3], status: 'draft' });
    const { content } = body;
    if (content.kind !== 'match') throw new Error(`a match was expected, not ${content.kind}`);
    expect(content.choices.map((card) => [card.id, card.text])).toEqual([
      ['c1', 'Dates'],
      ['c2', 'Figs'],
      ['c3', 'Apples'],
    ]);
    expect(content.targets.map((card) => [card.id, card.image_alt])).toEqual([
      ['t1', 'A bowl of dates'],
      ['t2', 'Two green figs'],
    ]);
    for (const target of content.targets) expect(target.image_url).toMatch(uploaded);
    expect(content.choices.map((card) => card.audio_url)).toEqual([
      expect.stringMatching(/^\/media\/activities\/mock-upload-\d+\.mp3$/),
      null,
      null,
    ]);
    expect(content.answer).toEqual([
      { choice: 'c1', target: 't1' },
      { choice: 'c2', target: 't2' },
    ]);
    expect(adminMockState.activities.some((activity) => activity.title === 'Fruits')).toBe(true);
  });

  it('when the activity gets its own cover, then it uploads as an activity picture and the body carries it', async () => {
    const bodies = recordBodies();
    const { user } = await openCreate();
    await fillCommon(user, 'Covered');
    for (const number of [1, 2]) {
      const pair = group(`Pair ${number}`);
      await user.type(within(pair).getByLabelText('Name'), `Name ${number}`);
      await uploadPicture(user, pair, 'Picture');
      await user.type(within(pair).getByLabelText('Picture description'), `Picture ${number}`);
    }
    await user.upload(screen.getByLabelText('Cover picture (optional)'), picture('cover.png'));
    await screen.findByText('Cover uploaded.');
    await submit(user);

    await waitFor(() => expect(currentPath()).toBe('/admin/activities'));
    const body = activityInputSchema.parse(bodies[0]);
    expect(body.cover_image).toMatch(uploaded);
    const stored = adminMockState.activities.find((activity) => activity.title === 'Covered');
    expect(stored?.cover_image).toBe(body.cover_image);
    // The list's tile picture is the cover, not a card's.
    expect(stored?.cover_url).toBe(body.cover_image);
  });

  it('when a reveal is written, then the body has the hidden picture, the style, the steps and the right name', async () => {
    const bodies = recordBodies();
    const { user } = await openCreate();
    await fillCommon(user, 'Whose cover?');
    await user.click(screen.getByRole('radio', { name: 'Match the Name to the Revealed Book' }));
    await uploadPicture(user, document.body, 'Hidden picture');
    await user.type(screen.getByLabelText('Picture description'), 'A book cover with a moon');
    await user.click(screen.getByRole('radio', { name: 'A blur that clears' }));
    await user.clear(screen.getByLabelText('Reveal steps'));
    await user.type(screen.getByLabelText('Reveal steps'), '4');
    await user.type(screen.getByLabelText('Right name'), 'The Moon Book');
    await user.type(screen.getByLabelText('Wrong name 1'), 'The Sun Book');
    await user.click(screen.getByRole('button', { name: 'Add Wrong Name' }));
    await user.type(screen.getByLabelText('Wrong name 2'), 'The Star Book');
    await submit(user);

    await waitFor(() => expect(currentPath()).toBe('/admin/activities'));
    const { content } = activityInputSchema.parse(bodies[0]);
    if (content.kind !== 'revealMatch') throw new Error(`a reveal was expected, not ${content.kind}`);
    expect(content.reveal).toEqual({ style: 'blur', steps: 4 });
    expect(content.targets[0]).toMatchObject({ id: 't1', image_alt: 'A book cover with a moon' });
    expect(content.targets[0]!.image_url).toMatch(uploaded);
    expect(content.choices.map((card) => [card.id, card.text])).toEqual([
      ['c1', 'The Moon Book'],
      ['c2', 'The Sun Book'],
      ['c3', 'The Star Book'],
    ]);
    expect(content.answer).toEqual([{ choice: 'c1', target: 't1' }]);
  });

  it('when a passage marks blanks in square brackets, then the preview lists them and the body has gaps and word tiles', async () => {
    const bodies = recordBodies();
    const { user } = await openCreate();
    await fillCommon(user, 'Before we eat');
    await user.click(screen.getByRole('radio', { name: 'Fill in the Blanks' }));
    const blanks = group('Blanks');
    expect(blanks).toHaveTextContent('No blanks yet');
    // user.type reads '[' as a key descriptor: '[[' types one bracket.
    await user.type(screen.getByLabelText('Passage'), 'We say [[Bismillah] before we eat and [[Alhamdulillah] after.');
    expect(blanks).toHaveTextContent('2 blanks');
    expect(
      within(blanks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bismillah', 'Alhamdulillah']);
    expect(within(blanks).getByLabelText('Blank 2')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Extra word tiles (optional)'), 'Salam, Ameen');
    await submit(user);

    await waitFor(() => expect(currentPath()).toBe('/admin/activities'));
    const { content } = activityInputSchema.parse(bodies[0]);
    if (content.kind !== 'fillBlanks') throw new Error(`fill in the blanks was expected, not ${content.kind}`);
    expect(content.passage).toBe('We say [[g1]] before we eat and [[g2]] after.');
    expect(content.entry).toBe('tiles');
    expect(content.gaps.map((gap) => gap.id)).toEqual(['g1', 'g2']);
    expect(content.choices.map((card) => [card.id, card.text])).toEqual([
      ['w1', 'Bismillah'],
      ['w2', 'Alhamdulillah'],
      ['x1', 'Salam'],
      ['x2', 'Ameen'],
    ]);
    expect(content.answer).toEqual([
      { choice: 'w1', target: 'g1' },
      { choice: 'w2', target: 'g2' },
    ]);
  });

  it('when the answers are typed, then each gap accepts its bracketed word first and the alternatives after it', async () => {
    const bodies = recordBodies();
    const { user } = await openCreate();
    await fillCommon(user, 'Prayers');
    await user.click(screen.getByRole('radio', { name: 'Fill in the Blanks' }));
    await user.type(screen.getByLabelText('Passage'), 'At dawn we pray [[Fajr].');
    await user.click(screen.getByRole('radio', { name: 'Typing' }));
    const alternatives = screen.getByLabelText('Other accepted answers for blank 1');
    expect(alternatives).toHaveAccessibleDescription(
      'Comma-separated. “Fajr” is always accepted; case and spaces do not matter.',
    );
    await user.type(alternatives, 'Fajar, Subh');
    await submit(user);

    await waitFor(() => expect(currentPath()).toBe('/admin/activities'));
    const { content } = activityInputSchema.parse(bodies[0]);
    expect(content).toMatchObject({
      kind: 'fillBlanks',
      entry: 'typed',
      passage: 'At dawn we pray [[g1]].',
      gaps: [{ id: 'g1', accepted: ['Fajr', 'Fajar', 'Subh'] }],
      choices: [],
      answer: [],
    });
  });

  it('when a picture is chosen, then a progress bar shows until the upload answers and saving waits for it', async () => {
    const held = holdCall(server, 'post', '/api/activities/media', () =>
      HttpResponse.json({ url: '/media/activities/held.png', kind: 'image' }, { status: 201 }),
    );
    const { user } = await openCreate();
    const pair = group('Pair 1');
    await user.upload(within(pair).getByLabelText('Picture'), picture());
    expect(await within(pair).findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Activity' })).toBeDisabled();
    expect(screen.getByText('Please wait until the uploads have finished.')).toBeInTheDocument();
    held.release();
    await within(pair).findByText('Picture uploaded.');
    expect(within(pair).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Activity' })).toBeEnabled();
    expect(within(pair).getByRole('button', { name: 'Remove: Picture' })).toBeInTheDocument();
  });

  it('when a file is not a picture, then the field says so and nothing is uploaded', async () => {
    const sent = jest.fn();
    server.use(http.post('*/api/activities/media', sent));
    await openCreate();
    const pair = group('Pair 1');
    // As a browser does when the chooser is set to all files: the accept filter does not apply.
    fireEvent.change(within(pair).getByLabelText('Picture'), {
      target: { files: [testFile('notes.pdf', 'application/pdf', '%PDF-1.4')] },
    });
    expect(within(pair).getByLabelText('Picture')).toHaveAccessibleDescription(
      'The picture must be an image (JPEG, PNG, GIF or WebP).',
    );
    expect(sent).not.toHaveBeenCalled();
  });

  it("when the server refuses a picture by its bytes, then the field shows the server's words and keeps no picture", async () => {
    const { user } = await openCreate();
    const pair = group('Pair 1');
    await user.upload(within(pair).getByLabelText('Picture'), testFile('fake.png', 'image/png', 'not a picture'));
    await waitFor(() =>
      expect(within(pair).getByLabelText('Picture')).toHaveAccessibleDescription(
        'The picture must be an image (JPEG, PNG, GIF or WebP).',
      ),
    );
    expect(within(pair).queryByRole('button', { name: 'Remove: Picture' })).not.toBeInTheDocument();
  });

  it('when it is saved empty, then the contract messages show at the fields and nothing is sent', async () => {
    const bodies = recordBodies();
    const { user } = await openCreate();
    await submit(user);
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(screen.getByLabelText('Instruction')).toHaveAccessibleDescription('The instruction is required.');
    expect(group('Categories')).toHaveAccessibleDescription(activityMessages.selectCategory);
    expect(within(group('Pair 1')).getByLabelText('Name')).toHaveAccessibleDescription(
      activityMessages.cardNeedsContent,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(bodies).toEqual([]);
  });

  it("when the server refuses the activity, then its message shows and its fields' problems show at them", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/activities', () =>
        HttpResponse.json(
          {
            message: activityMessages.pictureNeedsAlt,
            error: activityMessages.pictureNeedsAlt,
            fields: { 'content.targets.1.image_alt': activityMessages.pictureNeedsAlt, title: 'That title is taken.' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openCreate();
    await fillCommon(user, 'Fruits');
    for (const number of [1, 2]) {
      const pair = group(`Pair ${number}`);
      await user.type(within(pair).getByLabelText('Name'), `Name ${number}`);
      await uploadPicture(user, pair, 'Picture');
      await user.type(within(pair).getByLabelText('Picture description'), `Picture ${number}`);
    }
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(activityMessages.pictureNeedsAlt);
    expect(within(group('Pair 2')).getByLabelText('Picture description')).toHaveAccessibleDescription(
      activityMessages.pictureNeedsAlt,
    );
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('That title is taken.');
    expect(currentPath()).toBe('/admin/manage-activities/add');
  });
});

describe('Edit Activity', () => {
  it('when a stored fill in the blanks opens, then its gaps read as brackets and a save keeps its ids', async () => {
    const bodies = recordBodies();
    const { user } = renderAdmin('/admin/manage-activities/edit/405');
    expect(await screen.findByLabelText('Passage')).toHaveValue(
      'We say [Bismillah] before we eat and [Alhamdulillah] when we finish.',
    );
    expect(screen.getByRole('radio', { name: 'Fill in the Blanks' })).toBeChecked();
    expect(screen.getByLabelText('Extra word tiles (optional)')).toHaveValue('Salam');
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Before and after we eat');
    await submit(user, 'Save Changes');
    await waitFor(() => expect(currentPath()).toBe('/admin/activities'));
    expect(await screen.findByText(activityMessages.updated)).toBeInTheDocument();
    const body = activityInputSchema.parse(bodies[0]);
    expect(body.title).toBe('Before and after we eat');
    expect(body.content).toEqual(adminMockState.activities.find((activity) => activity.id === 405)?.content);
  });

  it('when a stored match gets a new pair, then the old ids stay and the new pair takes the next free ones', async () => {
    const bodies = recordBodies();
    const { user } = renderAdmin('/admin/manage-activities/edit/401');
    await screen.findByRole('group', { name: 'Pair 3' });
    expect(screen.getByLabelText('Extra name 1')).toHaveValue('Cloud');
    await user.click(screen.getByRole('button', { name: 'Add Pair' }));
    const pair = group('Pair 4');
    await user.type(within(pair).getByLabelText('Name'), 'Dua');
    await uploadPicture(user, pair, 'Picture');
    await user.type(within(pair).getByLabelText('Picture description'), 'Hands raised');
    await submit(user, 'Save Changes');
    await waitFor(() => expect(currentPath()).toBe('/admin/activities'));
    const { content } = activityInputSchema.parse(bodies[0]);
    if (content.kind !== 'match') throw new Error(`a match was expected, not ${content.kind}`);
    expect(content.choices.map((card) => card.id)).toEqual(['sun', 'moon', 'star', 'c1', 'cloud']);
    expect(content.targets.map((card) => card.id)).toEqual(['p-sun', 'p-moon', 'p-star', 't1']);
    expect(content.answer.at(-1)).toEqual({ choice: 'c1', target: 't1' });
  });
});
