import { screen, waitFor, within } from '@testing-library/react';
import { renderParent, setUpMockServer } from '../../../testing';
import { standInQuranMocks } from './standIns';

const server = setUpMockServer();
standInQuranMocks(server);

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

/** A table's rows below its head, each as its cells' texts (the row's header first). */
function rowTexts(table: HTMLElement): (string | null)[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

async function quranSection() {
  return screen.findByRole('region', { name: 'Quran' });
}

describe("the child page's Quran section", () => {
  it('shows the memorisation map with the ayahs to revise today, a chart and its table', async () => {
    renderParent('/parent/children/3');
    const quran = await quranSection();
    expect(await within(quran).findByText('3 ayahs to revise today')).toBeInTheDocument();
    expect(within(quran).getByText('9 ayahs memorised · 2 ayahs being learnt')).toBeInTheDocument();
    const table = within(quran).getByRole('table', { name: 'The surahs Yusuf has begun' });
    // The names come with the surah list: English, then the Arabic name in the Quran's script.
    expect(await within(table).findByRole('rowheader', { name: 'Al-Ikhlas الإخلاص' })).toBeInTheDocument();
    expect(within(table).getByText('الإخلاص')).toHaveAttribute('lang', 'ar');
    expect(rowTexts(table)).toEqual([
      ['Al-Fatiha الفاتحة', '5', '2', '2', '7'],
      ['Al-Ikhlas الإخلاص', '4', '0', '1', '4'],
    ]);
    const chart = JSON.parse((await screen.findByTestId('hifz-chart')).textContent ?? '');
    expect(chart.categories).toEqual(['Al-Fatiha', 'Al-Ikhlas']);
  });

  it('lists the recordings with a player, and an answer is sent and shown', async () => {
    const { user } = renderParent('/parent/children/3');
    const quran = await quranSection();
    const ikhlas = await within(quran).findByRole('listitem', { name: 'Al-Ikhlas, ayahs 1–4' });
    expect(within(ikhlas).getByLabelText('Listen to Al-Ikhlas, ayahs 1–4')).toHaveAttribute(
      'src',
      '/media/voices/2.webm?sig=x',
    );
    expect(within(ikhlas).getByText('Recorded 27 Nov 2026')).toBeInTheDocument();
    expect(within(ikhlas).getByText('Deleted on 25 Feb 2027 unless you keep it.')).toBeInTheDocument();
    const form = within(ikhlas).getByRole('form', { name: 'Answer Al-Ikhlas, ayahs 1–4' });
    await user.click(within(form).getByRole('radio', { name: '3 stars' }));
    await user.type(within(form).getByLabelText('Comment for your child'), 'Beautiful!');
    await user.click(within(form).getByRole('button', { name: 'Save review' }));
    expect(await within(ikhlas).findByText('Your review: 3 of 3 stars, 28 Nov 2026. “Beautiful!”')).toBeInTheDocument();
  });

  it('keeps a recording and deletes one after confirming', async () => {
    const { user } = renderParent('/parent/children/3');
    const quran = await quranSection();
    const ikhlas = await within(quran).findByRole('listitem', { name: 'Al-Ikhlas, ayahs 1–4' });
    await user.click(within(ikhlas).getByRole('button', { name: 'Keep this recording' }));
    expect(await within(ikhlas).findByText('Kept: this recording will not be deleted.')).toBeInTheDocument();
    const fatiha = within(quran).getByRole('listitem', { name: 'Al-Fatiha, ayah 2' });
    await user.click(within(fatiha).getByRole('button', { name: 'Delete recording' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the recording' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(quran).findByRole('status')).toHaveTextContent('Recording deleted.');
    await waitFor(() =>
      expect(within(quran).queryByRole('listitem', { name: 'Al-Fatiha, ayah 2' })).not.toBeInTheDocument(),
    );
  });
});
