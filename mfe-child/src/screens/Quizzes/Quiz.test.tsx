import { screen, waitFor, within } from '@testing-library/react';
import { quizMessages, quizEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers, parentMockState } from '@young-minds/mocks';
import { setOnline } from '../../offline/testing';
import { useVoiceSettings } from '../../shared/voice';
import { renderChild, setUpMockServer, turnOnReadToMe } from '../../testing';
import { fakeSpeech } from '../../shared/voice/fakeSpeech';

const server = setUpMockServer();

afterEach(() => {
  useVoiceSettings.setState({ muted: false, readToMe: false });
  delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  delete (globalThis as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance;
  setOnline(true);
});

/** The Pillars quiz's second question gets pictures, as an admin's upload would give it. */
function givePictures() {
  const question = adminMockState.quizzes.find((quiz) => quiz.id === 2)!.questions[1]!;
  question.option_a_image = '/media/images/ramadan-moon.png';
  question.option_b_image = '/media/images/shawwal.png';
}

type User = ReturnType<typeof renderChild>['user'];

/** A tap on an answer chooses it; Check gives it. */
async function answer(user: User, name: string) {
  await user.click(screen.getByRole('button', { name }));
  await user.click(screen.getByRole('button', { name: 'Check my answer' }));
}

/** Next and Finish wait for the answer's feedback: clicked once they can be. */
async function goOn(user: User, name = 'Next') {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('quizzes', () => {
  it('when the list opens, then each quiz is a tile with its number of questions', async () => {
    renderChild('/child/quiz');
    const tile = await screen.findByRole('link', { name: /Pillars of Islam/ });
    expect(tile).toHaveAttribute('href', '/child/quiz/2');
    expect(tile).toHaveTextContent('2 questions');
  });

  it('when the child answers, then they are told right or not quite (with the right answer) before Next, and the result names the answers as they were shown', async () => {
    const { user } = renderChild('/child/quiz/2');
    expect(await screen.findByRole('heading', { name: 'Pillars of Islam' })).toBeInTheDocument();
    expect(screen.getByText('2 questions')).toBeInTheDocument();
    expect(screen.getByText(/^Your best so far: \d+%$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));

    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How many pillars of Islam are there?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check my answer' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    const options = within(screen.getByRole('group', { name: 'Choose an answer' }));
    // A first tap only chooses (a child can change their mind); Check gives the answer.
    await user.click(options.getByRole('button', { name: 'Four' }));
    await user.click(options.getByRole('button', { name: 'Five' }));
    expect(options.getByRole('button', { name: 'Five' })).toHaveAttribute('aria-pressed', 'true');
    expect(options.getByRole('button', { name: 'Four' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText(/That's right|Not quite/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(await screen.findByText("✓ That's right!")).toBeInTheDocument();
    // An answer is given once: the others cannot be tried after the feedback.
    expect(options.getByRole('button', { name: 'Four' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { name: 'In which month do Muslims fast?' })).toBeInTheDocument();
    expect(screen.queryByText(/That's right|Not quite/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    await answer(user, 'Shawwal');
    const told = await screen.findByText('Not quite.');
    expect(told.closest('[role="status"]')).toHaveTextContent('The right answer: Ramadan');
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('heading', { name: 'You got 1 of 2 right!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 star' })).toBeInTheDocument();
    const answers = screen.getAllByRole('listitem');
    expect(answers[0]).toHaveTextContent('✓ Right');
    expect(answers[0]).toHaveTextContent('Your answer: Five');
    expect(answers[1]).toHaveTextContent('✗ Not this time');
    expect(answers[1]).toHaveTextContent('Your answer: Shawwal');
    expect(answers[1]).toHaveTextContent('The right answer: Ramadan');
    expect(answers[0]).not.toHaveTextContent('The right answer');
    // No letters the child never saw.
    expect(answers[1]).not.toHaveTextContent(/\b[A-D]\. /);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check my answer' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Five' })).toBeEnabled();
  });

  it('when Read to me is on, then each question is read with its answers, a chosen answer is said, and "Not quite." is followed by the right answer', async () => {
    const voice = fakeSpeech();
    turnOnReadToMe();
    const { user } = renderChild('/child/quiz/2');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(voice.texts()).toContain('How many pillars of Islam are there? Three. Four. Five. Six.'),
    );
    await user.click(screen.getByRole('button', { name: 'Five' }));
    expect(voice.texts().at(-1)).toBe('Five');
    await user.click(screen.getByRole('button', { name: 'Check my answer' }));
    await screen.findByText("✓ That's right!");
    expect(voice.texts().at(-1)).toBe("That's right!");
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(voice.texts().at(-1)).toBe('In which month do Muslims fast? Ramadan. Shawwal. Muharram. Rajab.'),
    );

    await answer(user, 'Muharram');
    await screen.findByText('Not quite.');
    expect(voice.texts().at(-1)).toBe('Not quite.');
    voice.finishLast();
    expect(voice.texts().at(-1)).toBe('Ramadan');

    // The result: "Well done!" with the celebration, then its heading.
    await goOn(user, 'Finish');
    await screen.findByRole('heading', { name: 'You got 1 of 2 right!' });
    expect(voice.texts().at(-1)).toBe('Well done!');
    voice.finishLast();
    expect(voice.texts().at(-1)).toBe('You got 1 of 2 right!');
  });

  it('when a question shows, then its card has one speaker that reads the question and its answers, and the answers have none', async () => {
    const voice = fakeSpeech();
    const { user } = renderChild('/child/quiz/2');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const speakers = screen.getAllByRole('button', { name: /^Read aloud/ });
    expect(speakers).toHaveLength(1);
    // Read to me is off here: nothing speaks by itself, nor when an answer is chosen; the speaker does.
    await user.click(screen.getByRole('button', { name: 'Four' }));
    expect(voice.texts()).toEqual([]);
    await user.click(speakers[0]!);
    expect(voice.texts()).toEqual(['How many pillars of Islam are there? Three. Four. Five. Six.']);
  });

  it('when the child checks answers too fast for the server, then its kind words show and they can go on', async () => {
    server.use(errorHandlers.status('post', quizEndpoints.check, 429, quizMessages.tooManyChecks));
    const { user } = renderChild('/child/quiz/2');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await answer(user, 'Five');
    expect(await screen.findByText(quizMessages.tooManyChecks)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('when an answer has a picture, then the child sees it on the answer, in the feedback and in the result', async () => {
    givePictures();
    const { user } = renderChild('/child/quiz/2');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await answer(user, 'Five');
    await goOn(user);
    const moon = within(screen.getByRole('button', { name: 'Ramadan' })).getByRole('presentation');
    expect(moon).toHaveAttribute('src', '/media/images/ramadan-moon.png');
    await answer(user, 'Shawwal');
    const feedback = (await screen.findByText('Not quite.')).closest('[role="status"]') as HTMLElement;
    expect(within(feedback).getByRole('presentation')).toHaveAttribute('src', '/media/images/ramadan-moon.png');
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByRole('heading', { name: 'You got 1 of 2 right!' });
    const pictures = within(screen.getAllByRole('listitem')[1]!).getAllByRole('presentation');
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual([
      '/media/images/shawwal.png',
      '/media/images/ramadan-moon.png',
    ]);
  });

  it('when the child is under 7, then the results are stars and words, never a percentage', async () => {
    parentMockState.children.find((child) => child.id === 3)!.age = 5;
    const { user } = renderChild('/child/quiz/2');
    expect(await screen.findByText(/^Your best so far: (\d stars?|no stars yet)$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await answer(user, 'Five');
    await goOn(user);
    await answer(user, 'Ramadan');
    await screen.findByText("✓ That's right!");
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('heading', { name: 'Every answer right!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '3 stars' })).toBeInTheDocument();
    expect(screen.queryByText(/%|of 2/)).not.toBeInTheDocument();
  });

  it('when the device is offline, then the child is told kindly the answer is checked later, and can go on', async () => {
    const { user } = renderChild('/child/quiz/2');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    setOnline(false);
    await answer(user, 'Four');
    expect(
      await screen.findByText('No internet just now. We will check this answer when you are back online.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('when the child goes back a question, then the earlier answer is still chosen', async () => {
    const { user } = renderChild('/child/quiz/1');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await answer(user, 'Yunus');
    await goOn(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yunus' })).toHaveAttribute('aria-pressed', 'true'));
  });
});
