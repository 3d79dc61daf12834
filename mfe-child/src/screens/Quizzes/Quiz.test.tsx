import { screen, waitFor, within } from '@testing-library/react';
import { renderChild, setUpMockServer } from '../../testing';

setUpMockServer();

describe('quizzes', () => {
  it('when the list opens, then each quiz is a tile with its number of questions', async () => {
    renderChild('/child/quiz');
    const tile = await screen.findByRole('link', { name: /Pillars of Islam/ });
    expect(tile).toHaveAttribute('href', '/child/quiz/2');
    expect(tile).toHaveTextContent('2 questions');
  });

  it('when the child takes a quiz, then one question shows at a time and the result gives the score and each answer', async () => {
    const { user } = renderChild('/child/quiz/2');
    expect(await screen.findByRole('heading', { name: 'Pillars of Islam' })).toBeInTheDocument();
    expect(screen.getByText('2 questions')).toBeInTheDocument();
    expect(screen.getByText(/^Your best so far: \d+%$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));

    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How many pillars of Islam are there?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const options = within(screen.getByRole('group', { name: 'Choose an answer' }));
    await user.click(options.getByRole('button', { name: 'Five' }));
    expect(options.getByRole('button', { name: 'Five' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getByRole('heading', { name: 'In which month do Muslims fast?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Shawwal' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByRole('heading', { name: 'You got 1 of 2 right!' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '1 star' })).toBeInTheDocument();
    const answers = screen.getAllByRole('listitem');
    expect(answers[0]).toHaveTextContent('✓ Right');
    expect(answers[0]).toHaveTextContent('Your answer: C. Five');
    expect(answers[1]).toHaveTextContent('✗ Not this time');
    expect(answers[1]).toHaveTextContent('Your answer: B. Shawwal');
    // The server reveals the key only now, after the answers were handed in.
    expect(answers[1]).toHaveTextContent('The right answer: A. Ramadan');
    expect(answers[0]).not.toHaveTextContent('The right answer');

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when the child goes back a question, then the earlier answer is still chosen', async () => {
    const { user } = renderChild('/child/quiz/1');
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    await user.click(screen.getByRole('button', { name: 'Yunus' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Yunus' })).toHaveAttribute('aria-pressed', 'true'));
  });
});
