import { act, screen, waitFor, within } from '@testing-library/react';
import { childRecitationEndpoints, hifzEndpoints } from '@young-minds/contracts';
import { chooseLanguage } from '@young-minds/i18n';
import { mockPath } from '@young-minds/mocks';
import { HttpResponse, http } from 'msw';
import { renderParent, setUpMockServer } from '../../../testing';

const server = setUpMockServer();
afterEach(() => chooseLanguage({ locale: 'en' }));

/** apexcharts cannot draw in jsdom: a stand-in prints the series and categories it was given. */
jest.mock('@young-minds/ui/chart', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    Chart: ({ series, options }: { series: unknown; options: { xaxis: { categories: string[] } } }) =>
      createElement(
        'pre',
        { 'data-testid': 'hifz-chart' },
        JSON.stringify({ series, categories: options.xaxis.categories }),
      ),
  };
});

/** The screen's chunks load on first use (slowly when the machine is busy): the first find waits longer. */
const firstRender = { timeout: 15_000 };

/** A table's rows below its head, each as its cells' texts (the row's header first). */
function rowTexts(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

/** The body of every call to `endpoint` the page sends (the shared handler still answers). */
function watchBodies(
  endpoint: typeof childRecitationEndpoints.review | typeof childRecitationEndpoints.keep,
): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(mockPath(endpoint), async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

/** Yusuf (the mock child) memorised Al-Ikhlas 1 and 2, and recited all four ayahs yesterday. */
async function openYusuf() {
  const rendered = renderParent('/parent/children/3');
  const quran = await screen.findByRole('region', { name: 'Quran' }, firstRender);
  return { ...rendered, quran };
}

async function ikhlasRecording(quran: HTMLElement) {
  return within(quran).findByRole('listitem', { name: 'Al-Ikhlas, ayahs 1–4' });
}

describe("the child page's Quran section", () => {
  it('when it opens, then the memorisation shows: totals, the ayahs to revise today, a chart and its table', async () => {
    const { quran } = await openYusuf();
    expect(await within(quran).findByText('1 ayah to revise today')).toBeInTheDocument();
    expect(within(quran).getByText('2 ayahs memorised · none being learnt')).toBeInTheDocument();
    const table = within(quran).getByRole('table', { name: 'The surahs Yusuf has begun' });
    // The names come with the surah list: English, then the Arabic name in the Quran's script.
    expect(await within(table).findByRole('rowheader', { name: 'Al-Ikhlas الإخلاص' })).toBeInTheDocument();
    expect(within(table).getByText('الإخلاص')).toHaveAttribute('lang', 'ar');
    expect(rowTexts(table)).toEqual([['Al-Ikhlas الإخلاص', '2', '0', '1', '4']]);
    const chart = JSON.parse((await screen.findByTestId('hifz-chart')).textContent ?? '') as {
      series: { name: string; data: number[] }[];
      categories: string[];
    };
    expect(chart.categories).toEqual(['Al-Ikhlas']);
    expect(chart.series).toEqual([
      { name: 'Memorised', data: [2] },
      { name: 'Learning', data: [0] },
      { name: 'Not begun', data: [2] },
    ]);
    // The drawing is hidden from screen readers: the table says the same.
    expect(screen.getByTestId('hifz-chart').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('when a recording is listed, then it has its player, its day, the saved answer and the day it is deleted', async () => {
    const { quran } = await openYusuf();
    const recording = await ikhlasRecording(quran);
    expect(within(recording).getByLabelText('Listen to Al-Ikhlas, ayahs 1–4')).toHaveAttribute(
      'src',
      '/media/voices/yusuf-al-ikhlas.webm',
    );
    expect(within(recording).getByText(/^Recorded \d+ \w+ \d{4}$/)).toBeInTheDocument();
    expect(within(recording).getByText(/^Deleted on \d+ \w+ \d{4} unless you keep it\.$/)).toBeInTheDocument();
    expect(within(recording).getByRole('status')).toHaveTextContent(
      /^Your review: 3 of 3 stars, .*“Beautiful, Yusuf! Your tajweed is getting better\.”$/,
    );
    // The form starts from the saved answer.
    const form = within(recording).getByRole('form', { name: 'Answer Al-Ikhlas, ayahs 1–4' });
    expect(within(form).getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(within(form).getByLabelText('Comment for your child')).toHaveValue(
      'Beautiful, Yusuf! Your tajweed is getting better.',
    );
  });

  it('when the parent changes the answer, then the new stars and comment are sent and shown', async () => {
    const bodies = watchBodies(childRecitationEndpoints.review);
    const { user, quran } = await openYusuf();
    const recording = await ikhlasRecording(quran);
    const form = within(recording).getByRole('form', { name: 'Answer Al-Ikhlas, ayahs 1–4' });
    await user.click(within(form).getByRole('radio', { name: '2 stars' }));
    const comment = within(form).getByLabelText('Comment for your child');
    await user.clear(comment);
    await user.type(comment, 'Slow down at ayah 2.');
    await user.click(within(form).getByRole('button', { name: 'Save review' }));
    expect(await within(form).findByText('Review saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ stars: 2, comment: 'Slow down at ayah 2.' }]);
    await waitFor(() =>
      expect(within(recording).getAllByRole('status')[0]).toHaveTextContent(
        /^Your review: 2 of 3 stars, .*“Slow down at ayah 2\.”$/,
      ),
    );
  });

  it('when the parent keeps a recording and then stops keeping it, then the page says which each time', async () => {
    const bodies = watchBodies(childRecitationEndpoints.keep);
    const { user, quran } = await openYusuf();
    const recording = await ikhlasRecording(quran);
    await user.click(within(recording).getByRole('button', { name: 'Keep this recording' }));
    expect(await within(recording).findByText('Kept: this recording will not be deleted.')).toBeInTheDocument();
    await user.click(within(recording).getByRole('button', { name: 'Stop keeping it' }));
    expect(await within(recording).findByText(/^Deleted on .* unless you keep it\.$/)).toBeInTheDocument();
    expect(bodies).toEqual([{ kept: true }, { kept: false }]);
  });

  it('when the parent deletes a recording after confirming, then it is gone and the list is empty', async () => {
    const { user, quran } = await openYusuf();
    const recording = await ikhlasRecording(quran);
    await user.click(within(recording).getByRole('button', { name: 'Delete recording' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the recording' });
    expect(dialog).toHaveTextContent('Delete the recording of Al-Ikhlas, ayahs 1–4? It cannot be brought back.');
    // Cancel first: nothing is deleted.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(quran).getByRole('listitem', { name: 'Al-Ikhlas, ayahs 1–4' })).toBeInTheDocument();
    await user.click(within(recording).getByRole('button', { name: 'Delete recording' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(quran).findByText('Recording deleted.')).toBeInTheDocument();
    expect(
      await within(quran).findByText(
        'No recitations yet. When Yusuf records one in the Quran corner, you can listen to it and answer here.',
      ),
    ).toBeInTheDocument();
  });

  it('when there are more recordings than a page holds, then Next asks for the next page, newest first', async () => {
    const asked: string[] = [];
    server.use(
      http.get(mockPath(childRecitationEndpoints.ofChild), ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${query.get('page')}/${query.get('pageSize')}`);
        const page = Number(query.get('page'));
        // Seven recordings of Al-Fatihah, ayah 7 the newest: five on the first page, two on the second.
        const ayahs = page === 1 ? [7, 6, 5, 4, 3] : [2, 1];
        const data = ayahs.map((ayah) => ({
          id: ayah,
          childId: 3,
          surah: 1,
          surahName: 'Al-Fatihah',
          ayahFrom: ayah,
          ayahTo: ayah,
          url: `/media/voices/${ayah}.webm`,
          recordedAt: '2026-11-27T16:00:00Z',
          created_at: '2026-11-27T16:00:00Z',
          kept: false,
          deletesAt: '2027-02-25T16:00:00Z',
          review: null,
        }));
        return HttpResponse.json({ data, total: 7, page, pageSize: 5 });
      }),
    );
    const { user, quran } = await openYusuf();
    expect(await within(quran).findByRole('listitem', { name: 'Al-Fatihah, ayah 7' })).toBeInTheDocument();
    const pages = within(quran).getByRole('navigation', { name: 'Recitation pages' });
    expect(pages).toHaveTextContent('Page 1 of 2');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(quran).findByRole('listitem', { name: 'Al-Fatihah, ayah 1' })).toBeInTheDocument();
    expect(pages).toHaveTextContent('Page 2 of 2');
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(asked).toEqual(['1/5', '2/5']);
  });

  it('when an answer, keeping or deleting is refused, then the reason the service gave shows', async () => {
    server.use(
      http.put(mockPath(childRecitationEndpoints.review), () =>
        HttpResponse.json({ message: 'The comment can be at most 500 characters.' }, { status: 400 }),
      ),
      http.put(mockPath(childRecitationEndpoints.keep), () =>
        HttpResponse.json({ message: 'Recording not found.' }, { status: 404 }),
      ),
      http.delete(mockPath(childRecitationEndpoints.remove), () =>
        HttpResponse.json({ message: 'You can only manage your own children.' }, { status: 403 }),
      ),
    );
    const { user, quran } = await openYusuf();
    const recording = await ikhlasRecording(quran);
    await user.click(within(recording).getByRole('button', { name: 'Save review' }));
    expect(await within(recording).findByRole('alert')).toHaveTextContent('The comment can be at most 500 characters.');
    await user.click(within(recording).getByRole('button', { name: 'Keep this recording' }));
    expect(await within(recording).findByText('Recording not found.')).toBeInTheDocument();
    await user.click(within(recording).getByRole('button', { name: 'Delete recording' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(recording).findByText('You can only manage your own children.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the map and the recordings cannot be read, then each part says why', async () => {
    server.use(
      http.get(mockPath(hifzEndpoints.childMap), () =>
        HttpResponse.json({ message: 'The memorisation service is resting.' }, { status: 503 }),
      ),
      http.get(mockPath(childRecitationEndpoints.ofChild), () =>
        HttpResponse.json({ message: 'Child not found.' }, { status: 404 }),
      ),
    );
    const { quran } = await openYusuf();
    expect(await within(quran).findByText('The memorisation service is resting.')).toBeInTheDocument();
    expect(await within(quran).findByText('Child not found.')).toBeInTheDocument();
  });

  it('when a child has not begun, then both parts say so', async () => {
    renderParent('/parent/children/5');
    const quran = await screen.findByRole('region', { name: 'Quran' }, firstRender);
    expect(await within(quran).findByText('Maryam has not started memorising a surah yet.')).toBeInTheDocument();
    expect(
      await within(quran).findByText(
        'No recitations yet. When Maryam records one in the Quran corner, you can listen to it and answer here.',
      ),
    ).toBeInTheDocument();
  });

  it('when the page is in Arabic, then the surahs carry their Arabic names and the texts are Arabic', async () => {
    await act(() => chooseLanguage({ locale: 'ar' }));
    renderParent('/parent/children/3');
    const quran = await screen.findByRole('region', { name: 'القرآن' }, firstRender);
    expect(await within(quran).findByText('آية واحدة للمراجعة اليوم')).toBeInTheDocument();
    const table = within(quran).getByRole('table');
    expect(await within(table).findByRole('rowheader', { name: 'الإخلاص' })).toBeInTheDocument();
    expect(await within(quran).findByRole('listitem', { name: 'الإخلاص، الآيات ١–٤' })).toBeInTheDocument();
  });
});
