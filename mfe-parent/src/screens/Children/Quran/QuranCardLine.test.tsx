import { screen, within } from '@testing-library/react';
import { renderParent, setUpMockServer } from '../../../testing';
import { standInQuranMocks } from './standIns';

const server = setUpMockServer();
standInQuranMocks(server);

// apexcharts cannot draw in jsdom; the dashboard's own charts are tested in Dashboard.test.tsx.
jest.mock('@young-minds/ui/chart', () => ({ Chart: () => null }));

describe("the Quran line of a child's dashboard card", () => {
  it('when the child memorises and records, then the card says how much, what is due today, and what waits for an answer', async () => {
    renderParent('/parent');
    const yusuf = await screen.findByRole('listitem', { name: 'Yusuf' });
    expect(await within(yusuf).findByText('Quran: 9 ayahs memorised · 3 to revise today')).toBeInTheDocument();
    const waiting = await within(yusuf).findByRole('link', { name: '2 recitations waiting for your answer' });
    expect(waiting).toHaveAttribute('href', '/parent/children/3');
  });
});
