import { screen, within } from '@testing-library/react';
import { type ChildRecitation, childRecitationEndpoints } from '@young-minds/contracts';
import { mockPath } from '@young-minds/mocks';
import { HttpResponse, http } from 'msw';
import { renderParent, setUpMockServer } from '../../../testing';

const server = setUpMockServer();

// apexcharts cannot draw in jsdom; the dashboard's own charts are tested in Dashboard.test.tsx.
jest.mock('@young-minds/ui/chart', () => ({ Chart: () => null }));

/** The dashboard's chunk loads on first use (slowly when the machine is busy): the first find waits longer. */
const firstRender = { timeout: 15_000 };

const recording = (id: number, answered: boolean): ChildRecitation => ({
  id,
  childId: 3,
  surah: 112,
  surahName: 'Al-Ikhlas',
  ayahFrom: 1,
  ayahTo: 1,
  url: `/media/voices/${id}.webm`,
  recordedAt: '2026-11-27T16:00:00Z',
  created_at: '2026-11-27T16:00:00Z',
  kept: false,
  deletesAt: '2027-02-25T16:00:00Z',
  review: answered ? { stars: 3, comment: null, reviewed_at: '2026-11-27T18:00:00Z' } : null,
});

describe("the Quran line of a child's dashboard card", () => {
  it('when the child has memorised, then the card says how many ayahs and how many to revise today', async () => {
    renderParent('/parent');
    const yusuf = await screen.findByRole('listitem', { name: 'Yusuf' }, firstRender);
    expect(await within(yusuf).findByText('Quran: 2 ayahs memorised · 1 to revise today')).toBeInTheDocument();
    // His one recording is answered already: nothing waits.
    expect(within(yusuf).queryByRole('link', { name: /waiting for your answer/ })).not.toBeInTheDocument();
    const maryam = screen.getByRole('listitem', { name: 'Maryam' });
    expect(await within(maryam).findByText('Quran: not started yet')).toBeInTheDocument();
  });

  it("when recitations wait for an answer, then the card counts them and leads to the child's page", async () => {
    server.use(
      http.get(mockPath(childRecitationEndpoints.ofChild), ({ params }) =>
        Number(params.id) === 3
          ? HttpResponse.json({
              data: [recording(3, false), recording(2, false), recording(1, true)],
              total: 3,
              page: 1,
              pageSize: 100,
            })
          : undefined,
      ),
    );
    renderParent('/parent');
    const yusuf = await screen.findByRole('listitem', { name: 'Yusuf' }, firstRender);
    const waiting = await within(yusuf).findByRole('link', { name: '2 recitations waiting for your answer' });
    expect(waiting).toHaveAttribute('href', '/parent/children/3');
  });
});
