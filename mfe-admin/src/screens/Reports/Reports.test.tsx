import { screen, waitFor, within } from '@testing-library/react';
import { type Report, reportEndpoints, reportMessages } from '@young-minds/contracts';
import { errorHandlers, reportMockState } from '@young-minds/mocks';
import { cellTexts, currentPath, renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  reportMockState.reports = [
    report(2, 'quiz', [1, 'Prophets Quiz'], 'Question 3 gives the wrong surah.', '2026-11-27T16:00:00.000Z', 'Yusuf'),
    {
      ...report(
        1,
        'video',
        [3, 'The Story of Prophet Yunus'],
        'The ayah number on screen is off by one.',
        '2026-11-01T10:00:00.000Z',
      ),
      status: 'resolved',
      reply: 'Thank you, it is corrected.',
      resolvedBy: 'Shaykh Ibrahim',
      resolvedAt: '2026-11-02T10:00:00.000Z',
    },
  ];
});

/** A family's open report on a published item of the shared mocks. */
function report(
  id: number,
  kind: Report['kind'],
  [itemId, itemTitle]: [number, string],
  message: string,
  created_at: string,
  childName: string | null = null,
): Report {
  const parent = { reporterName: 'Fatima Khan', reporterEmail: 'parent@example.com' };
  const open = { status: 'open' as const, reply: null, resolvedBy: null, resolvedAt: null };
  return { id, kind, itemId, itemTitle, message, ...parent, childName, ...open, created_at };
}

const table = () => screen.getByRole('region', { name: 'Reports' });
const rowOf = (text: string) => within(table()).getByRole('row', { name: new RegExp(text) });
const reportsLink = (name: string | RegExp) => screen.findByRole('link', { name, hidden: true });

async function openReports(path = '/admin/reports') {
  const utils = renderAdmin(path);
  await within(await screen.findByRole('region', { name: 'Reports' })).findByRole('cell', {
    name: /Question 3 gives the wrong surah/,
  });
  return utils;
}

describe('Reports', () => {
  it('when the reports load, then the open one comes first with its item, message, parent and child, and the resolved one says who answered', async () => {
    await openReports();
    expect(screen.getByRole('heading', { level: 1, name: 'Reported mistakes' })).toBeInTheDocument();
    expect(cellTexts(within(table()).getAllByRole('row').slice(1), 5)).toEqual([
      [
        'QuizProphets Quiz',
        'Question 3 gives the wrong surah.',
        'Fatima Khanwith Yusufparent@example.com',
        'Nov 27, 2026',
        'Open',
      ],
      [
        'VideoThe Story of Prophet Yunus',
        'The ayah number on screen is off by one.',
        'Fatima Khanparent@example.com',
        'Nov 1, 2026',
        'Resolved by Shaykh Ibrahim on Nov 2, 2026Reply: Thank you, it is corrected.',
      ],
    ]);
    expect(within(rowOf('wrong surah')).getByRole('link', { name: 'Review Prophets Quiz' })).toHaveAttribute(
      'href',
      '/admin/review/quiz/1',
    );
    expect(within(rowOf('off by one')).queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(await reportsLink('Reports, 1 open')).toHaveAttribute('aria-current', 'page');
  });

  it('when Open or Resolved is chosen, then only those show and the address keeps the choice', async () => {
    const { user } = await openReports();
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(await within(table()).findByRole('cell', { name: /off by one/ })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/reports?status=resolved');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(within(table()).queryByRole('cell', { name: /off by one/ })).not.toBeInTheDocument());
    expect(await within(table()).findByRole('cell', { name: /wrong surah/ })).toBeInTheDocument();
    expect(within(table()).queryByRole('cell', { name: /off by one/ })).not.toBeInTheDocument();
  });

  it('when a report is resolved with a reply, then the row shows the reply and who resolved it, the keyboard goes to the notice, and the count drops', async () => {
    const { user } = await openReports();
    await reportsLink('Reports, 1 open');
    await user.click(within(rowOf('wrong surah')).getByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve the report' });
    const reply = within(dialog).getByRole('textbox', { name: 'Reply to the parent (optional)' });
    expect(reply).toHaveAccessibleDescription('Emailed to parent@example.com.');
    await user.type(reply, 'Thank you! Question 3 now names surah Yusuf.');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('The report on Prophets Quiz is resolved.');
    expect(status.parentElement).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(rowOf('wrong surah')).findByText(/Resolved by Admin on/)).toBeInTheDocument();
    expect(
      within(rowOf('wrong surah')).getByText('Reply: Thank you! Question 3 now names surah Yusuf.'),
    ).toBeInTheDocument();
    expect(reportMockState.reports[0]).toMatchObject({ status: 'resolved', resolvedBy: 'Admin' });
    expect(await reportsLink('Reports')).toBeInTheDocument();
  });

  it('when Resolve is cancelled, then the keyboard is back on the row button; when the server refuses, then the dialog says why', async () => {
    server.use(errorHandlers.status('post', reportEndpoints.resolve, 409, reportMessages.alreadyResolved));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openReports();
    const resolve = within(rowOf('wrong surah')).getByRole('button', { name: 'Resolve' });
    await user.click(resolve);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(resolve).toHaveFocus();

    await user.click(resolve);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Resolve' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      reportMessages.alreadyResolved,
    );
    expect(reportMockState.reports[0]!.status).toBe('open');
  });

  it('when the reports cannot be loaded, then the table says why', async () => {
    server.use(errorHandlers.status('get', reportEndpoints.list, 500, 'Something went wrong.'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin/reports');
    expect(await within(await screen.findByRole('region', { name: 'Reports' })).findByRole('alert')).toHaveTextContent(
      'Failed to fetch the reports: Something went wrong.',
    );
  });
});
