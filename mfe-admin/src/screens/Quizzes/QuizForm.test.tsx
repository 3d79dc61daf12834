import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { categoryEndpoints, quizEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { currentPath, fileHeads, holdCall, renderAdmin, setUpMockServer, testFile } from '../../testing';

const server = setUpMockServer();

const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });
const letters = ['A', 'B', 'C', 'D'] as const;

async function fillQuestion(user: UserEvent, n: number, text: string, options: readonly string[], correct: string) {
  const group = question(n);
  if (text) await user.type(within(group).getByLabelText('Question'), text);
  for (const [index, letter] of letters.entries()) {
    if (options[index]) await user.type(within(group).getByLabelText(`Option ${letter}`), options[index]);
  }
  if (correct) await user.selectOptions(within(group).getByLabelText('Correct Option'), correct);
}

const migration = ['Madinah', 'Taif', 'Egypt', 'Yemen'] as const;

async function openCreate() {
  const utils = renderAdmin('/admin/manage-quizzes/add');
  await screen.findByRole('checkbox', { name: 'Prophets' });
  return utils;
}

describe('Create New Quiz', () => {
  it('when the screen opens, then it offers the title, a category checklist and one empty question with options A to D', async () => {
    await openCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Quiz' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quiz Title')).toHaveValue('');
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Akhlaq (Manners)', 'Prophets', 'Quran', 'Ramadan', 'Salah']);
    expect(categories).toHaveAccessibleDescription('Select at least one category');
    expect(screen.getAllByRole('group', { name: /^Question \d/ })).toHaveLength(1);
    const first = question(1);
    for (const label of ['Question', 'Option A', 'Option B', 'Option C', 'Option D'])
      expect(within(first).getByLabelText(label)).toHaveValue('');
    const correct = within(first).getByLabelText('Correct Option');
    expect(
      within(correct)
        .getAllByRole('option')
        .map((option) => [option.textContent, option.getAttribute('value')]),
    ).toEqual([
      ['Select the correct option', ''],
      ['A', 'A'],
      ['B', 'B'],
      ['C', 'C'],
      ['D', 'D'],
    ]);
    expect(correct).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Quiz' })).toBeEnabled();
  });

  it('when categories are ticked and unticked, then the live count follows', async () => {
    const { user } = await openCreate();
    const count = screen.getByText('Select at least one category');
    expect(count).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('checkbox', { name: 'Prophets' }));
    expect(count).toHaveTextContent(/^1 category selected$/);
    await user.click(screen.getByRole('checkbox', { name: 'Quran' }));
    expect(count).toHaveTextContent(/^2 categories selected$/);
    await user.click(screen.getByRole('checkbox', { name: 'Prophets' }));
    await user.click(screen.getByRole('checkbox', { name: 'Quran' }));
    expect(count).toHaveTextContent(/^Select at least one category$/);
  });

  it('when the categories are many, then their box scrolls inside 200px', async () => {
    await openCreate();
    const box = screen.getByRole('checkbox', { name: 'Prophets' }).closest('div')!.parentElement!;
    expect(getComputedStyle(box).maxHeight).toBe('200px');
    expect(getComputedStyle(box).overflowY).toBe('auto');
  });

  it("when the categories fail to load, then a danger alert says 'Failed to load categories'", async () => {
    server.use(errorHandlers.status('get', categoryEndpoints.list, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/manage-quizzes/add');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load categories$/);
    // No category to tick: the one checkbox left is Music-free.
    expect(screen.getAllByRole('checkbox')).toEqual([
      screen.getByRole('checkbox', { name: 'Music-free (no musical instruments)' }),
    ]);
  });

  it('when a question is added, then it appears numbered with the focus in its Question field, and each question can be removed', async () => {
    const { user } = await openCreate();
    await fillQuestion(user, 1, 'Where did the Prophet migrate to?', migration, 'A');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    expect(within(question(2)).getByLabelText('Question')).toHaveFocus();
    expect(
      screen
        .getAllByRole('button', { name: /^Remove/ })
        .map((button) => [button.textContent, button.getAttribute('aria-label')]),
    ).toEqual([
      ['Remove', 'Remove question 1'],
      ['Remove', 'Remove question 2'],
    ]);
    await user.type(within(question(2)).getByLabelText('Question'), 'Who travelled with him?');
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    // The second question is now the first, and the last one cannot be removed.
    expect(screen.getAllByRole('group', { name: /^Question \d/ })).toHaveLength(1);
    expect(within(question(1)).getByLabelText('Question')).toHaveValue('Who travelled with him?');
    expect(within(question(1)).getByLabelText('Question')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it.each([
    ['no category is ticked', 'Please select at least one category', () => null],
    ['the title is blank', 'Please fill in the quiz title.', () => screen.getByLabelText('Quiz Title')],
    [
      'question 2 has no text',
      'Please fill in the text of question 2.',
      () => within(question(2)).getByLabelText('Question'),
    ],
    [
      'option C of question 1 is blank',
      'Please fill in option C of question 1.',
      () => within(question(1)).getByLabelText('Option C'),
    ],
    [
      'question 1 has no correct option',
      'Please choose the correct option of question 1.',
      () => within(question(1)).getByLabelText('Correct Option'),
    ],
  ])('when %s, then Create Quiz says so, focuses the field and sends nothing', async (problem, message, field) => {
    const { user } = await openCreate();
    if (problem !== 'no category is ticked') await user.click(screen.getByRole('checkbox', { name: 'Prophets' }));
    if (problem !== 'the title is blank') await user.type(screen.getByLabelText('Quiz Title'), 'Seerah Quiz');
    else await user.type(screen.getByLabelText('Quiz Title'), '   ');
    await fillQuestion(
      user,
      1,
      'Where did the Prophet migrate to?',
      problem === 'option C of question 1 is blank' ? ['Madinah', 'Taif', '', 'Yemen'] : migration,
      problem === 'question 1 has no correct option' ? '' : 'A',
    );
    if (problem === 'question 2 has no text') {
      await user.click(screen.getByRole('button', { name: 'Add Question' }));
      await fillQuestion(user, 2, '', ['Umar', 'Abu Bakr', 'Ali', 'Uthman'], 'B');
    }
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));
    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${message.replace('.', '\\.')}$`));
    const expected = field();
    if (expected) expect(expected).toHaveFocus();
    else expect(screen.getByRole('checkbox', { name: 'Akhlaq (Manners)' })).toHaveFocus();
    expect(currentPath()).toBe('/admin/manage-quizzes/add');
    expect(adminMockState.quizzes).toHaveLength(2);
  });

  it('when a complete quiz is sent, then the button is busy until the server answers, and the list shows it with the success notice', async () => {
    const pending = errorHandlers.pending('post', quizEndpoints.create);
    server.use(pending.handler);
    const { user } = await openCreate();
    await user.type(screen.getByLabelText('Quiz Title'), 'Seerah Quiz');
    expect(screen.getByLabelText('Age group')).toHaveValue('all');
    await user.selectOptions(screen.getByLabelText('Age group'), '6–8');
    await user.click(screen.getByRole('checkbox', { name: 'Music-free (no musical instruments)' }));
    await user.selectOptions(screen.getByLabelText('Content language'), 'Arabic');
    await user.click(screen.getByRole('checkbox', { name: 'Prophets' }));
    await user.click(screen.getByRole('checkbox', { name: 'Quran' }));
    await fillQuestion(user, 1, 'Where did the Prophet migrate to?', migration, 'A');
    await user.click(screen.getByRole('button', { name: 'Add Question' }));
    await fillQuestion(user, 2, 'Who travelled with him?', ['Umar', 'Abu Bakr', 'Ali', 'Uthman'], 'B');
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));
    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    pending.release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Quizzes' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/quizzes');
    expect((await screen.findByText('Quiz created successfully!')).closest('[role="status"]')).toHaveAttribute(
      'data-variant',
      'success',
    );
    const row = await screen.findByRole('row', { name: /Seerah Quiz/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['Seerah Quiz', 'Prophets, Quran', '2']);
    const stored = adminMockState.quizzes.find((quiz) => quiz.title === 'Seerah Quiz');
    expect(stored?.linked_categories).toEqual([2, 3]);
    expect(stored).toMatchObject({ age_band: '6-8', music_free: true, language: 'ar' });
    expect(
      stored?.questions.map(({ question: text, option_a, option_b, option_c, option_d, correct_option }) => [
        text,
        option_a,
        option_b,
        option_c,
        option_d,
        correct_option,
      ]),
    ).toEqual([
      ['Where did the Prophet migrate to?', 'Madinah', 'Taif', 'Egypt', 'Yemen', 'A'],
      ['Who travelled with him?', 'Umar', 'Abu Bakr', 'Ali', 'Uthman', 'B'],
    ]);
  });

  it('when the server refuses the quiz, then its message shows and the form can be sent again', async () => {
    const { user } = await openCreate();
    await user.type(screen.getByLabelText('Quiz Title'), 'Seerah Quiz');
    await user.click(screen.getByRole('checkbox', { name: 'Salah' }));
    await fillQuestion(user, 1, 'Where did the Prophet migrate to?', migration, 'A');
    // The category was deleted by another admin after the form loaded.
    adminMockState.categories = adminMockState.categories.filter((category) => category.name !== 'Salah');
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Some of the selected categories do not exist\.$/);
    expect(screen.getByRole('button', { name: 'Create Quiz' })).toBeEnabled();
    expect(currentPath()).toBe('/admin/manage-quizzes/add');
    expect(adminMockState.quizzes).toHaveLength(2);
  });

  it("when the server cannot be reached, then the form says 'Failed to create quiz'", async () => {
    server.use(errorHandlers.networkError('post', quizEndpoints.create));
    const { user } = await openCreate();
    await user.type(screen.getByLabelText('Quiz Title'), 'Seerah Quiz');
    await user.click(screen.getByRole('checkbox', { name: 'Prophets' }));
    await fillQuestion(user, 1, 'Where did the Prophet migrate to?', migration, 'A');
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create quiz$/);
  });

  it('when Cancel is followed, then the quiz list opens', async () => {
    const { user } = await openCreate();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath()).toBe('/admin/quizzes'));
  });

  it('when an option gets a picture, then a progress bar shows until it is uploaded, saving waits, and the quiz keeps it', async () => {
    const held = holdCall(server, 'post', '/api/quizzes/media', () =>
      HttpResponse.json({ url: '/media/images/madinah.png' }, { status: 201 }),
    );
    const { user } = await openCreate();
    await user.type(screen.getByLabelText('Quiz Title'), 'Hijrah pictures');
    await user.click(screen.getByRole('checkbox', { name: 'Prophets' }));
    await fillQuestion(user, 1, 'Where did the Prophet migrate to?', migration, 'A');
    const first = question(1);
    await user.upload(
      within(first).getByLabelText('Picture for option A (optional)'),
      testFile('madinah.png', 'image/png', fileHeads.png),
    );
    expect(await within(first).findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Quiz' })).toBeDisabled();
    held.release();
    await within(first).findByText('Picture uploaded.');
    expect(within(first).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Remove the picture of option A' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));

    await screen.findByText('Quiz created successfully!');
    const stored = adminMockState.quizzes.find((quiz) => quiz.title === 'Hijrah pictures');
    expect(stored?.questions[0]).toMatchObject({
      option_a: 'Madinah',
      option_a_image: '/media/images/madinah.png',
      option_b_image: null,
    });
  });

  it('when the quiz gets a cover picture, then it uploads through the quiz picture upload and the quiz keeps it', async () => {
    const { user } = await openCreate();
    await user.type(screen.getByLabelText('Quiz Title'), 'Covered quiz');
    await user.click(screen.getByRole('checkbox', { name: 'Prophets' }));
    await fillQuestion(user, 1, 'Where did the Prophet migrate to?', migration, 'A');
    await user.upload(
      screen.getByLabelText('Cover picture (optional)'),
      testFile('cover.png', 'image/png', fileHeads.png),
    );
    await screen.findByText('Cover uploaded.');
    await user.click(screen.getByRole('button', { name: 'Create Quiz' }));

    await screen.findByText('Quiz created successfully!');
    const stored = adminMockState.quizzes.find((quiz) => quiz.title === 'Covered quiz');
    expect(stored?.cover_image).toMatch(/^\/media\/images\/mock-upload-\d+\.png$/);
  });

  it("when the file is not really a picture, then the server's 415 words show at the field and no picture is kept", async () => {
    const { user } = await openCreate();
    const field = within(question(1)).getByLabelText('Picture for option B (optional)');
    await user.upload(field, testFile('fake.png', 'image/png', 'not a picture'));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('The picture must be an image (JPEG, PNG, GIF or WebP).'),
    );
    expect(screen.queryByRole('button', { name: /Remove the picture/ })).not.toBeInTheDocument();
  });
});

describe('Edit Quiz', () => {
  it('when the quiz is loading, then a spinner shows, then the form holds the stored title, categories and questions', async () => {
    const pending = errorHandlers.pending('get', quizEndpoints.get);
    server.use(pending.handler);
    renderAdmin('/admin/manage-quizzes/edit/2');
    expect(await screen.findByText('Loading quiz…')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Quiz' })).toBeInTheDocument();
    pending.release();

    expect(await screen.findByLabelText('Quiz Title')).toHaveValue('Pillars of Islam');
    await screen.findByRole('checkbox', { name: 'Salah' });
    const musicFree = screen.getByRole('checkbox', { name: 'Music-free (no musical instruments)' });
    expect(musicFree).toBeChecked();
    const checked = screen
      .getAllByRole('checkbox')
      .filter((box) => box !== musicFree && (box as HTMLInputElement).checked);
    expect(checked.map((box) => box.id)).toEqual([
      screen.getByRole('checkbox', { name: 'Ramadan' }).id,
      screen.getByRole('checkbox', { name: 'Salah' }).id,
    ]);
    expect(screen.getByText('2 categories selected')).toBeInTheDocument();
    expect(within(question(1)).getByLabelText('Question')).toHaveValue('How many pillars of Islam are there?');
    expect(
      letters.map((letter) => within(question(1)).getByLabelText<HTMLInputElement>(`Option ${letter}`).value),
    ).toEqual(['Three', 'Four', 'Five', 'Six']);
    expect(within(question(1)).getByLabelText('Correct Option')).toHaveValue('C');
    expect(within(question(2)).getByLabelText('Question')).toHaveValue('In which month do Muslims fast?');
    expect(within(question(2)).getByLabelText('Correct Option')).toHaveValue('A');
    expect(screen.getByRole('button', { name: 'Remove question 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it("when the quiz does not exist, then 'Quiz not found.' shows with a way back", async () => {
    renderAdmin('/admin/manage-quizzes/edit/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Quiz not found\.$/);
    expect(screen.getByRole('link', { name: 'Back to quizzes' })).toHaveAttribute('href', '/admin/quizzes');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('when the changes are saved, then the button is busy, the server stores the whole quiz and the list shows its message', async () => {
    const pending = errorHandlers.pending('put', quizEndpoints.update);
    server.use(pending.handler);
    const { user } = renderAdmin('/admin/manage-quizzes/edit/2');
    const title = await screen.findByLabelText('Quiz Title');
    await screen.findByRole('checkbox', { name: 'Salah' });
    await user.clear(title);
    await user.type(title, 'Pillars and Practice');
    // The stored flags load (all ages, music-free) and save as changed.
    expect(screen.getByLabelText('Age group')).toHaveValue('all');
    const musicFree = screen.getByRole('checkbox', { name: 'Music-free (no musical instruments)' });
    expect(musicFree).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Age group'), '9–12');
    await user.click(musicFree);
    expect(screen.getByLabelText('Content language')).toHaveValue('both');
    await user.selectOptions(screen.getByLabelText('Content language'), 'English');
    await user.click(screen.getByRole('checkbox', { name: 'Ramadan' }));
    await user.click(screen.getByRole('button', { name: 'Remove question 2' }));
    await user.selectOptions(within(question(1)).getByLabelText('Correct Option'), 'D');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const busy = await screen.findByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    pending.release();

    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Quizzes' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/quizzes');
    expect((await screen.findByText('Quiz updated successfully!')).closest('[role="status"]')).toHaveAttribute(
      'data-variant',
      'success',
    );
    const row = await screen.findByRole('row', { name: /Pillars and Practice/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['Pillars and Practice', 'Salah', '1']);
    const stored = adminMockState.quizzes.find((quiz) => quiz.id === 2);
    expect(stored).toMatchObject({
      title: 'Pillars and Practice',
      linked_categories: [5],
      questionCount: 1,
      age_band: '9-12',
      music_free: false,
      language: 'en',
    });
    expect(stored?.questions.map((item) => [item.question, item.correct_option])).toEqual([
      ['How many pillars of Islam are there?', 'D'],
    ]);
  });

  it('when a required part is emptied, then Save Changes says so and sends nothing', async () => {
    const { user } = renderAdmin('/admin/manage-quizzes/edit/1');
    const title = await screen.findByLabelText('Quiz Title');
    await screen.findByRole('checkbox', { name: 'Prophets' });
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please fill in the quiz title\.$/);
    expect(title).toHaveFocus();
    await user.type(title, 'Prophets Quiz');
    await user.click(screen.getByRole('checkbox', { name: 'Prophets' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please select at least one category$/);
    await user.click(screen.getByRole('checkbox', { name: 'Prophets' }));
    await user.clear(within(question(2)).getByLabelText('Option D'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Please fill in option D of question 2\.$/);
    expect(adminMockState.quizzes.find((quiz) => quiz.id === 1)?.questions[1]?.option_d).toBe('Dawud');
  });

  it("when an option's picture is removed, then the form shows it no more and the saved quiz has none", async () => {
    adminMockState.quizzes.find((quiz) => quiz.id === 2)!.questions[0]!.option_c_image = '/media/images/five.png';
    const { user } = renderAdmin('/admin/manage-quizzes/edit/2');
    expect(await screen.findByLabelText('Quiz Title')).toHaveValue('Pillars of Islam');
    await screen.findByRole('checkbox', { name: 'Salah' });
    const first = question(1);
    expect(within(first).getByRole('presentation')).toHaveAttribute(
      'src',
      expect.stringContaining('/media/images/five.png'),
    );
    await user.click(within(first).getByRole('button', { name: 'Remove the picture of option C' }));
    expect(within(first).queryByRole('presentation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Quiz updated successfully!');
    expect(adminMockState.quizzes.find((quiz) => quiz.id === 2)?.questions[0]?.option_c_image).toBeNull();
  });

  it('when the quiz was deleted before saving, then the server message shows on the form', async () => {
    const { user } = renderAdmin('/admin/manage-quizzes/edit/1');
    await screen.findByLabelText('Quiz Title');
    adminMockState.quizzes = adminMockState.quizzes.filter((quiz) => quiz.id !== 1);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Quiz not found\.$/);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it("when the server cannot be reached, then the form says 'Failed to update quiz'", async () => {
    server.use(errorHandlers.networkError('put', quizEndpoints.update));
    const { user } = renderAdmin('/admin/manage-quizzes/edit/1');
    await screen.findByLabelText('Quiz Title');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to update quiz$/);
  });
});
