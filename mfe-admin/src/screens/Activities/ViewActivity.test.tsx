import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { activityMessages } from '@young-minds/contracts';
import { renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();

/** Every call the page makes after it opened (a preview must not send a child's try anywhere). */
function recordWrites(): string[] {
  const calls: string[] = [];
  server.use(
    http.post('*', ({ request }) => {
      calls.push(`${request.method} ${new URL(request.url).pathname}`);
    }),
  );
  return calls;
}

const player = () => screen.getByRole('region', { name: 'Try it as a child' });

describe('Preview Activity', () => {
  it('when a match opens, then it shows its details and its answer key, picture by picture', async () => {
    renderAdmin('/admin/manage-activities/view/301');
    expect(await screen.findByRole('heading', { level: 1, name: 'Good Manners Pictures' })).toBeInTheDocument();
    const details = screen.getAllByRole('definition').map((item) => item.textContent);
    expect(details.slice(0, 5)).toEqual([
      'Match the Picture',
      'Published',
      'Match each word to its picture.',
      'English',
      'Akhlaq (Manners)',
    ]);
    const key = screen.getByRole('table', { name: 'Answer key' });
    const rows = within(key).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent?.trim())).toEqual([
      'Kindness',
      'Salam',
      'Wudu',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent?.trim())).toEqual([
      'A child helping a friend stand up',
      'Two friends greeting each other',
      'Washing hands before prayer',
    ]);
    expect(screen.getByText('Other choices (wrong):').parentElement).toHaveTextContent('Ramadan');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/manage-activities/edit/301');
  });

  it('when the admin plays the match as a child, then it is graded on the page with the score and the stars', async () => {
    const writes = recordWrites();
    const { user } = renderAdmin('/admin/manage-activities/view/301');
    await screen.findByRole('heading', { level: 1, name: 'Good Manners Pictures' });
    const stage = within(player());
    for (const [name, n, alt] of [
      ['Kindness', 1, 'A child helping a friend stand up'],
      ['Salam', 2, 'Two friends greeting each other'],
      ['Wudu', 3, 'Washing hands before prayer'],
    ] as const) {
      await user.click(stage.getByRole('button', { name }));
      await user.click(stage.getByRole('button', { name: `Picture ${n}: ${alt}` }));
    }
    await user.click(stage.getByRole('button', { name: 'Check my answers' }));
    expect(await stage.findByText('Score: 100%')).toBeInTheDocument();
    expect(stage.getByText('3 stars of 3')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('when the wrong name of a reveal is picked, then the preview says so with no stars', async () => {
    const { user } = renderAdmin('/admin/manage-activities/view/304');
    await screen.findByRole('heading', { level: 1, name: 'Guess the Picture' });
    const stage = within(player());
    await user.click(stage.getByRole('button', { name: 'Show more' }));
    await user.click(stage.getByRole('button', { name: 'The ark of Prophet Nuh' }));
    await user.click(stage.getByRole('button', { name: 'Check my answers' }));
    expect(await stage.findByRole('heading', { name: 'You got 0 of 1 right!' })).toBeInTheDocument();
    expect(stage.getByText('0 stars of 3')).toBeInTheDocument();
  });

  it('when a typed fill in the blanks opens, then the answer key lists every accepted answer per blank', async () => {
    renderAdmin('/admin/manage-activities/view/306');
    const key = await screen.findByRole('table', { name: 'Answer key' });
    expect(
      screen.getByText('The prayer at dawn is [blank 1] and the prayer at night is [blank 2].'),
    ).toBeInTheDocument();
    expect(
      within(key)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Blank 1', 'Fajr, Fajar'],
      ['Blank 2', "Isha, Isha'"],
    ]);
  });

  it('when the activity does not exist, then the page says so with the way back', async () => {
    renderAdmin('/admin/manage-activities/view/999');
    expect(await screen.findByText(activityMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to activities' })).toHaveAttribute('href', '/admin/activities');
  });

  it('when the activity has a cover picture of its own, then it shows named by the title', async () => {
    renderAdmin('/admin/manage-activities/view/304');
    await screen.findByRole('heading', { level: 1, name: 'Guess the Picture' });
    expect(screen.getByRole('img', { name: 'Cover picture of Guess the Picture' })).toHaveAttribute(
      'src',
      '/media/images/demo-guess-cover.jpg',
    );
  });

  it('when the activity has no cover picture of its own, then no cover shows', async () => {
    renderAdmin('/admin/manage-activities/view/301');
    await screen.findByRole('heading', { level: 1, name: 'Good Manners Pictures' });
    expect(screen.queryByRole('img', { name: /^Cover picture of/ })).not.toBeInTheDocument();
  });
});
