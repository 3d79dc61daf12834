import { screen, within } from '@testing-library/react';
import { type ReportForm, reportMessages, reportEndpoints } from '@young-minds/contracts';
import { mockRoute } from '@young-minds/mocks';
import { renderChild, setUpMockServer } from '../testing';

const server = setUpMockServer();

/** What the back end would take: each report with the role of the session that sent it. */
function serveReports() {
  const sent: (ReportForm & { role: string })[] = [];
  server.use(
    mockRoute(reportEndpoints.send, ({ body, user }) => {
      sent.push({ ...body, role: user?.role ?? 'none' });
      return { message: reportMessages.received };
    }),
  );
  return sent;
}

describe('checked by a teacher, and something wrong', () => {
  it.each([
    ['a video', '/child/video/3'],
    ['a book', '/child/book/2'],
    ['a quiz', '/child/quiz/2'],
    ['a worksheet', '/child/assignments/1'],
    ['an activity', '/child/activities/401'],
  ])('when %s opens, then its page shows the checked badge and the flag', async (_kind, path) => {
    renderChild(path);
    expect(await screen.findByRole('button', { name: 'Checked by a teacher' })).toHaveTextContent('Checked');
    expect(screen.getByRole('button', { name: 'Something wrong? Ask a grown-up' })).toBeInTheDocument();
  });

  it('when the badge is pressed, then who checked it and when is shown beside it, and pressed again it goes', async () => {
    const { user } = renderChild('/child/quiz/2');
    const badge = await screen.findByRole('button', { name: 'Checked by a teacher' });
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    await user.click(badge);
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Checked by Admin on 1 October 2026')).toBeInTheDocument();
    await user.click(badge);
    expect(screen.queryByText('Checked by Admin on 1 October 2026')).not.toBeInTheDocument();
  });

  it('when the flag is pressed, then the child is asked to fetch a grown-up, who sends the report as the child', async () => {
    const sent = serveReports();
    const { user } = renderChild('/child/quiz/2');
    await user.click(await screen.findByRole('button', { name: 'Something wrong? Ask a grown-up' }));
    const ask = screen.getByRole('dialog', { name: 'Ask a grown-up' });
    expect(ask).toHaveTextContent('Please fetch your mum or dad.');
    // Nothing in the child's area leads out of it.
    expect(within(ask).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'I am a grown-up' }));

    const form = screen.getByRole('dialog', { name: 'Grown-ups: tell us what is wrong' });
    expect(within(form).queryByRole('link')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('What is wrong?'), 'The second answer is not right.');
    await user.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(reportMessages.received);
    expect(sent).toEqual([{ kind: 'quiz', id: 2, message: 'The second answer is not right.', role: 'child' }]);
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the child goes back instead, then nothing is sent and the page is as it was', async () => {
    const sent = serveReports();
    const { user } = renderChild('/child/video/3');
    await user.click(await screen.findByRole('button', { name: 'Something wrong? Ask a grown-up' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'The Story of Prophet Yunus' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
