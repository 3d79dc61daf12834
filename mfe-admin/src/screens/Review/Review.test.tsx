import { screen, waitFor, within } from '@testing-library/react';
import { type ItemReview, type ReviewDetail, reviewEndpoints, reviewMessages } from '@young-minds/contracts';
import { adminMockState, errorHandlers, reportMockState, teamMockState } from '@young-minds/mocks';
import { cellTexts, currentPath, renderAdmin, setUpMockServer } from '../../testing';

const server = setUpMockServer();
afterEach(() => jest.restoreAllMocks());

const queue = () => screen.getByRole('region', { name: 'Items to review' });
/** The sidebar's Review link (jsdom applies no media query: the side column counts as hidden). */
const reviewLink = (name: string | RegExp) => screen.findByRole('link', { name, hidden: true });

async function openQueue(path = '/admin/review') {
  const utils = renderAdmin(path);
  await within(await screen.findByRole('region', { name: 'Items to review' })).findByRole('cell', {
    name: /Night Prayers/,
  });
  return utils;
}

async function openItem(path: string, title: string) {
  const utils = renderAdmin(path);
  await screen.findByRole('heading', { level: 1, name: title });
  return utils;
}

const decision = () => screen.getByRole('region', { name: 'Your review' });
/** The shared mocks' item waiting for review: the scholar's activity (the demo admin did not write it). */
const waiting = () => adminMockState.activities.find((activity) => activity.id === 407)!;
const unreviewed = (status: ItemReview['status']): ItemReview => ({
  status,
  reviewedBy: null,
  reviewedAt: null,
  note: null,
  revisionStatus: null,
});

describe('Review queue', () => {
  it('when the queue opens, then what waits shows oldest first with kind, author and day, a revision marked, and the sidebar counts it', async () => {
    await openQueue();
    expect(screen.getByRole('heading', { level: 1, name: 'Review' })).toBeInTheDocument();
    expect(
      within(queue())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Kind', 'Title', 'Author', 'Submitted', 'Actions']);
    expect(cellTexts(within(queue()).getAllByRole('row').slice(1), 4)).toEqual([
      ['Activity', 'Night Prayers', 'Shaykh Ibrahim', 'Nov 27, 2026'],
    ]);
    expect(within(queue()).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/admin/review/activity/407');
    const link = await reviewLink('Review, 1 waiting');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Waiting for review' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when Sent back or Drafts is chosen, then the queue shows those and the address keeps the choice', async () => {
    adminMockState.books[0]!.review = unreviewed('changes_requested');
    adminMockState.videos[0]!.review = unreviewed('draft');
    const { user } = await openQueue();
    await user.click(screen.getByRole('button', { name: 'Sent back' }));
    expect(await within(queue()).findByRole('cell', { name: /My First Book of Duas/ })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/review?status=changes_requested');
    expect(screen.getByRole('button', { name: 'Sent back' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Drafts' }));
    expect(await within(queue()).findByRole('cell', { name: /The Story of Prophet Yunus/ })).toBeInTheDocument();
    expect(within(queue()).queryByRole('cell', { name: /My First Book of Duas/ })).not.toBeInTheDocument();
  });

  it('when the queue cannot be loaded, then the table says why', async () => {
    server.use(errorHandlers.status('get', reviewEndpoints.queue, 500, 'Something went wrong.'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin('/admin/review');
    expect(
      await within(await screen.findByRole('region', { name: 'Items to review' })).findByRole('alert'),
    ).toHaveTextContent('Failed to fetch the items: Something went wrong.');
  });

  it('when the dashboard opens, then it shows how many items wait and how many reports are open, with their links', async () => {
    reportMockState.reports = [openReport];
    renderAdmin('/admin/dashboard');
    const cards = await screen.findByRole('list', { name: 'What waits for you' });
    const review = within(cards).getByRole('heading', { name: 'Waiting for review' }).closest('li')!;
    await waitFor(() => expect(review).toHaveTextContent('Waiting for review1'));
    expect(within(review).getByRole('link', { name: 'Open the review queue' })).toHaveAttribute(
      'href',
      '/admin/review',
    );
    const reports = within(cards).getByRole('heading', { name: 'Open reports' }).closest('li')!;
    await waitFor(() => expect(reports).toHaveTextContent('Open reports1'));
    expect(within(reports).getByRole('link', { name: 'See the reports' })).toHaveAttribute('href', '/admin/reports');
  });
});

describe('Review of one item', () => {
  it('when a reviewer opens an item by another admin, then its sources and history show in plain words', async () => {
    const { user } = await openQueue();
    await user.click(within(queue()).getAllByRole('link', { name: 'Open' })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Prayers' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/review/activity/407');
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(within(sources).getByRole('listitem')).toHaveTextContent('Sahih Muslim, hadith 612 (authentic (sahih))');
    const history = screen.getByRole('region', { name: 'History of corrections' });
    expect(within(history).getByRole('listitem')).toHaveTextContent('Nov 27, 2026 — Sent for review by Shaykh Ibrahim');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/manage-activities/edit/407');
    // Once the team says the caller is a reviewer.
    await waitFor(() => expect(within(decision()).getByRole('button', { name: 'Approve' })).toBeEnabled());
  });

  it('when Request changes has no note, then it says what is missing; with one, the item is sent back and the notice takes the keyboard', async () => {
    const { user } = await openItem('/admin/review/activity/407', 'Night Prayers');
    await waitFor(() => expect(within(decision()).getByRole('button', { name: 'Request changes' })).toBeEnabled());
    await user.click(within(decision()).getByRole('button', { name: 'Request changes' }));
    const note = within(decision()).getByRole('textbox', { name: 'What should change' });
    expect(note).toHaveAccessibleDescription(reviewMessages.noteRequired);
    expect(note).toHaveFocus();
    expect(waiting().review.status).toBe('in_review');

    await user.type(note, 'Question 3: Yusuf is surah 12.');
    await user.click(within(decision()).getByRole('button', { name: 'Request changes' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(reviewMessages.changesRequested);
    expect(status.parentElement).toHaveFocus();
    expect(waiting().review.status).toBe('changes_requested');
    expect(await within(decision()).findByText('This item is not waiting for review.')).toBeInTheDocument();
    expect(within(decision()).getByRole('button', { name: 'Approve' })).toBeDisabled();
    const history = screen.getByRole('region', { name: 'History of corrections' });
    expect(await within(history).findByText(/Changes requested by Admin/)).toBeInTheDocument();
    expect(within(history).getByText('Question 3: Yusuf is surah 12.')).toBeInTheDocument();
  });

  it('when a reviewer approves with a note, then the item is published, checked by them, and the sidebar count drops', async () => {
    const { user } = await openItem('/admin/review/activity/407', 'Night Prayers');
    await reviewLink('Review, 1 waiting');
    await waitFor(() => expect(within(decision()).getByRole('button', { name: 'Approve' })).toBeEnabled());
    await user.type(
      within(decision()).getByRole('textbox', { name: 'Note for families (optional)' }),
      'Checked with Ibn Kathir.',
    );
    await user.click(within(decision()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('status')).toHaveTextContent(reviewMessages.approved);
    expect(waiting().review).toMatchObject({
      status: 'published',
      reviewedBy: 'Admin',
      note: 'Checked with Ibn Kathir.',
    });
    expect(await screen.findByText(/Checked by Admin on/)).toBeInTheDocument();
    expect(await reviewLink('Review')).toBeInTheDocument();
  });

  it("when the caller wrote the item, then Approve and Request changes are disabled with 'You wrote this', and the edit waiting shows its changes", async () => {
    // The mocks edit published items in place: the revision waiting here is this test's answer.
    server.use(errorHandlers.body('get', reviewEndpoints.detail, yunusRevision));
    await openItem('/admin/review/video/3', 'The Story of Prophet Yunus');
    expect(within(decision()).getByText('You wrote this: another reviewer must check it')).toBeInTheDocument();
    expect(within(decision()).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(decision()).getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(
      'You wrote this: another reviewer must check it',
    );
    expect(within(decision()).getByRole('button', { name: 'Request changes' })).toBeDisabled();

    const revision = screen.getByRole('region', { name: 'Changes waiting for review' });
    expect(within(revision).getByText('Written by Admin and sent on Nov 26, 2026')).toBeInTheDocument();
    expect(cellTexts(within(revision).getAllByRole('row').slice(1), 2)).toEqual([
      ['title', 'The Story of Prophet Yunus (AS)'],
    ]);
    expect(
      within(revision)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Quran, surah 21, ayahs 87 to 88', 'Sahih al-Bukhari, hadith 3395 (authentic (sahih))']);
    expect(screen.getByText('Edit waiting for review')).toBeInTheDocument();
  });

  it('when the caller is not a reviewer, then the decision is disabled and says who can decide', async () => {
    teamMockState.admins[0]!.reviewer = false;
    await openItem('/admin/review/activity/407', 'Night Prayers');
    expect(
      await within(decision()).findByText(
        'Only reviewers can approve or send back. An admin can make you a reviewer under Team.',
      ),
    ).toBeInTheDocument();
    expect(within(decision()).getByRole('button', { name: 'Approve' })).toBeDisabled();
  });

  it('when the server refuses the decision, then its message shows and nothing changes', async () => {
    server.use(errorHandlers.status('post', reviewEndpoints.approve, 403, reviewMessages.ownItem));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openItem('/admin/review/activity/407', 'Night Prayers');
    await waitFor(() => expect(within(decision()).getByRole('button', { name: 'Approve' })).toBeEnabled());
    await user.click(within(decision()).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reviewMessages.ownItem);
    expect(waiting().review.status).toBe('in_review');
  });

  it('when the address names no item, then it says so with the way back', async () => {
    renderAdmin('/admin/review/poem/3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Item not found.');
    expect(screen.getByRole('link', { name: 'Back to review' })).toHaveAttribute('href', '/admin/review');
  });
});

const openReport = {
  id: 2,
  kind: 'activity' as const,
  itemId: 401,
  itemTitle: 'Sky Friends',
  message: 'The second picture shows the moon, not a star.',
  reporterName: 'Fatima Khan',
  reporterEmail: 'parent@example.com',
  childName: 'Yusuf',
  status: 'open' as const,
  reply: null,
  resolvedBy: null,
  resolvedAt: null,
  created_at: '2026-11-27T16:00:00.000Z',
};

const yunusRevision: ReviewDetail = {
  kind: 'video',
  id: 3,
  title: 'The Story of Prophet Yunus',
  review: { ...unreviewed('published'), revisionStatus: 'in_review' },
  sources: [{ type: 'quran', surah: 21, ayahFrom: 87, ayahTo: 88 }],
  authorName: 'Admin',
  byYou: true,
  revision: {
    fields: { title: 'The Story of Prophet Yunus (AS)' },
    sources: [
      { type: 'quran', surah: 21, ayahFrom: 87, ayahTo: 88 },
      { type: 'hadith', collection: 'Sahih al-Bukhari', number: '3395', grading: 'sahih' },
    ],
    authorName: 'Admin',
    submittedAt: '2026-11-26T09:30:00.000Z',
  },
  history: [],
};
