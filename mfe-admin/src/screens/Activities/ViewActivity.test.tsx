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
    renderAdmin('/admin/manage-activities/view/401');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sky Friends' })).toBeInTheDocument();
    const details = screen.getAllByRole('definition').map((item) => item.textContent);
    expect(details.slice(0, 5)).toEqual([
      'Match the Picture',
      'Published',
      'Match each name to its picture.',
      'English',
      'Quran',
    ]);
    const key = screen.getByRole('table', { name: 'Answer key' });
    const rows = within(key).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent?.trim())).toEqual([
      'Sun',
      'Moon',
      'Star',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent?.trim())).toEqual([
      'A bright yellow sun',
      'A thin moon in the night sky',
      'A shining star',
    ]);
    expect(screen.getByText('Other choices (wrong):').parentElement).toHaveTextContent('Cloud');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/manage-activities/edit/401');
  });

  it('when the admin plays the match as a child, then it is graded on the page with the score and the stars', async () => {
    const writes = recordWrites();
    const { user } = renderAdmin('/admin/manage-activities/view/401');
    await screen.findByRole('heading', { level: 1, name: 'Sky Friends' });
    const stage = within(player());
    for (const [name, n, alt] of [
      ['Sun', 1, 'A bright yellow sun'],
      ['Moon', 2, 'A thin moon in the night sky'],
      ['Star', 3, 'A shining star'],
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
    const { user } = renderAdmin('/admin/manage-activities/view/404');
    await screen.findByRole('heading', { level: 1, name: 'Guess the Animal' });
    const stage = within(player());
    await user.click(stage.getByRole('button', { name: 'Show more' }));
    await user.click(stage.getByRole('button', { name: 'Falcon' }));
    await user.click(stage.getByRole('button', { name: 'Check my answers' }));
    expect(await stage.findByRole('heading', { name: 'You got 0 of 1 right!' })).toBeInTheDocument();
    expect(stage.getByText('0 stars of 3')).toBeInTheDocument();
  });

  it('when a typed fill in the blanks opens, then the answer key lists every accepted answer per blank', async () => {
    renderAdmin('/admin/manage-activities/view/406');
    const key = await screen.findByRole('table', { name: 'Answer key' });
    expect(screen.getByText('In [blank 1] the flowers open, and in [blank 2] the leaves fall.')).toBeInTheDocument();
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
      ['Blank 1', 'spring'],
      ['Blank 2', 'autumn, fall'],
    ]);
  });

  it('when the activity does not exist, then the page says so with the way back', async () => {
    renderAdmin('/admin/manage-activities/view/999');
    expect(await screen.findByText(activityMessages.notFound)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to activities' })).toHaveAttribute('href', '/admin/activities');
  });

  it('when the activity has a cover picture of its own, then it shows named by the title', async () => {
    renderAdmin('/admin/manage-activities/view/404');
    await screen.findByRole('heading', { level: 1, name: 'Guess the Animal' });
    expect(screen.getByRole('img', { name: 'Cover picture of Guess the Animal' })).toHaveAttribute(
      'src',
      '/media/images/demo-guess-cover.jpg',
    );
  });

  it('when the activity has no cover picture of its own, then no cover shows', async () => {
    renderAdmin('/admin/manage-activities/view/401');
    await screen.findByRole('heading', { level: 1, name: 'Sky Friends' });
    expect(screen.queryByRole('img', { name: /^Cover picture of/ })).not.toBeInTheDocument();
  });
});
