import { screen, within } from '@testing-library/react';
import { type ReportForm, type Source, reportMessages, reportEndpoints, videoEndpoints } from '@young-minds/contracts';
import { adminVideos, mockRoute } from '@young-minds/mocks';
import { renderParent, setUpMockServer } from '../../testing';

const server = setUpMockServer();

const yunus = adminVideos.find((video) => video.title === 'The Story of Prophet Yunus')!;

const sources: Source[] = [
  { type: 'quran', surah: 21, ayahFrom: 87, ayahTo: 88 },
  { type: 'hadith', collection: 'Jami at-Tirmidhi', number: '3505', grading: 'sahih' },
];

/** The video as the back end answers it once a reviewer signed it off with its sources. */
function serveReviewedVideo() {
  server.use(
    mockRoute(videoEndpoints.get, () => ({
      ...yunus,
      review: { ...yunus.review, reviewedBy: 'Aisha Rahman', reviewedAt: '2026-11-02T10:00:00.000Z' },
      sources,
    })),
  );
}

function serveReports() {
  const sent: ReportForm[] = [];
  server.use(
    mockRoute(reportEndpoints.send, ({ body }) => {
      sent.push(body);
      return { message: reportMessages.received };
    }),
  );
  return sent;
}

/** The history row's button for the item (after the page, then its history, has loaded). */
async function detailsOf(title: string) {
  await screen.findByRole('heading', { name: 'Yusuf', level: 1 });
  await screen.findByRole('table', { name: /items, most recent first/ });
  return screen.getByRole('button', { name: new RegExp(`^Who checked “${title}”`) });
}

describe('who checked an item, on the child’s page', () => {
  it('when a parent opens an item of the history, then who checked it, when, and its sources in words are shown', async () => {
    serveReviewedVideo();
    const { user } = renderParent('/parent/children/3');
    await user.click(await detailsOf('The Story of Prophet Yunus'));
    const dialog = screen.getByRole('dialog', { name: 'The Story of Prophet Yunus' });
    expect(await within(dialog).findByText('Checked by Aisha Rahman on 2 November 2026')).toBeInTheDocument();
    await user.click(within(dialog).getByText('Sources (2)'));
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Quran, Surah Al-Anbiya 21:87–88', 'Hadith: Jami at-Tirmidhi 3505 — graded sahih (authentic)']);
  });

  it('when a worksheet is opened, from the history or from the work to review, then its seeded sign-off shows', async () => {
    const { user } = renderParent('/parent/children/3');
    await detailsOf('The Story of Prophet Yunus');
    const table = screen.getByRole('table', { name: /items, most recent first/ });
    const worksheet = await screen.findByRole('listitem', { name: 'Ramadan Good Deeds Chart' });
    for (const place of [table, worksheet]) {
      await user.click(within(place).getByRole('button', { name: /^Who checked “Ramadan Good Deeds Chart”/ }));
      const dialog = screen.getByRole('dialog', { name: 'Ramadan Good Deeds Chart' });
      expect(await within(dialog).findByText('Checked by Admin on 1 October 2026')).toBeInTheDocument();
      expect(within(dialog).getByText('No sources are listed for this item yet.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    }
  });

  it('when the parent reports a mistake, then it is sent for the item, the server thanks them, and focus comes back', async () => {
    serveReviewedVideo();
    const sent = serveReports();
    const { user } = renderParent('/parent/children/3');
    const details = await detailsOf('The Story of Prophet Yunus');
    await user.click(details);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Report a mistake' }));
    const report = screen.getByRole('dialog', { name: 'Report a mistake in “The Story of Prophet Yunus”' });
    expect(within(report).getByLabelText('What is wrong?')).toHaveFocus();
    await user.type(within(report).getByLabelText('What is wrong?'), 'The whale scene says the wrong surah.');
    await user.click(within(report).getByRole('button', { name: 'Send the report' }));
    expect(await within(report).findByRole('status')).toHaveTextContent(reportMessages.received);
    expect(sent).toEqual([{ kind: 'video', id: yunus.id, message: 'The whale scene says the wrong surah.' }]);
    await user.click(within(report).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(details).toHaveFocus();
  });
});
