import { screen, waitFor, within } from '@testing-library/react';
import { authEndpoints, familyProgressEndpoints } from '@young-minds/contracts';
import { loginResponses, mockPath, overviewOfMockChild, parentMockState } from '@young-minds/mocks';
import { HttpResponse, http } from 'msw';
import { cellTexts, currentPath, renderParent, setUpMockServer } from '../../testing';

const server = setUpMockServer();

/** Every history request the page makes (its query), and every CSV request with its Authorization header. */
function watchRequests() {
  const history: URLSearchParams[] = [];
  const csv: Array<{ query: URLSearchParams; authorization: string | null }> = [];
  server.use(
    http.get(mockPath(familyProgressEndpoints.history), ({ request }) => {
      history.push(new URL(request.url).searchParams);
      return undefined;
    }),
    http.get(mockPath(familyProgressEndpoints.historyCsv), ({ request }) => {
      csv.push({ query: new URL(request.url).searchParams, authorization: request.headers.get('authorization') });
      return undefined;
    }),
  );
  return { history, csv };
}

/** The body of every update of a child the page sends (the default handler still answers). */
function watchChildUpdates(): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.put(mockPath(authEndpoints.updateOwnChild), async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

async function historyRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: /items, most recent first/ });
  return within(table).getAllByRole('row').slice(1);
}

describe("a child's page", () => {
  it('when it opens, then the summary and the full history (item, kind, date, time spent, result) show', async () => {
    renderParent('/parent/children/3');
    expect(await screen.findByRole('heading', { name: 'Yusuf', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Average quiz score (first tries)').nextElementSibling).toHaveTextContent('75%');
    expect(screen.getByText('Activities played').nextElementSibling).toHaveTextContent('0');
    const rows = await historyRows();
    expect(rows).toHaveLength(9);
    expect(cellTexts(rows, 5)[0]).toEqual([
      'Ramadan Good Deeds Chart',
      'Worksheet',
      '19 Nov 2026',
      '20 min 0 s',
      'Completed',
    ]);
    expect(cellTexts(rows, 5)[1]).toEqual([
      'The Story of Prophet Yunus',
      'Video',
      '17 Nov 2026',
      '4 min 9 s',
      'Stopped at 2 min 20 s',
    ]);
    // A quiz tried twice (60 %, then 80 %): the first try beside the best one.
    expect(cellTexts(rows, 5).find((row) => row[1] === 'Quiz' && row[4]?.startsWith('First try 60%'))).toEqual([
      expect.any(String),
      'Quiz',
      expect.any(String),
      expect.any(String),
      'First try 60% · best 80%',
    ]);
  });

  it('when the history is filtered by kind and period, then the request carries the filter and only those rows show', async () => {
    const requests = watchRequests();
    const { user } = renderParent('/parent/children/3');
    await historyRows();
    await user.selectOptions(screen.getByLabelText('Kind'), 'quiz');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(requests.history.at(-1)?.get('contentType')).toBe('quiz'));
    await waitFor(async () => expect(cellTexts(await historyRows(), 2).map((row) => row[1])).toEqual(['Quiz', 'Quiz']));

    await user.selectOptions(screen.getByLabelText('Kind'), '');
    await user.type(screen.getByLabelText('From'), '2026-11-10');
    await user.type(screen.getByLabelText('To'), '2026-11-20');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(requests.history.at(-1)?.get('from')).toBe('2026-11-10'));
    expect(requests.history.at(-1)?.get('to')).toBe('2026-11-20');
    expect(requests.history.at(-1)?.has('contentType')).toBe(false);
    await waitFor(async () =>
      expect(cellTexts(await historyRows(), 3).map((row) => row[2])).toEqual([
        '19 Nov 2026',
        '17 Nov 2026',
        '13 Nov 2026',
      ]),
    );
  });

  it('when Next is pressed on a long history, then the next page is asked for and shown', async () => {
    const longHistory = Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      contentType: 'book' as const,
      contentId: index + 1,
      title: `Book ${index + 1}`,
      lastSeenAt: `2026-11-${String(20 - index).padStart(2, '0')}T10:00:00.000Z`,
      timeSpentSeconds: 600,
      positionSeconds: null,
      score: null,
      firstScore: null,
      bestScore: null,
      completed: true,
    }));
    server.use(
      http.get(mockPath(familyProgressEndpoints.history), ({ request }) => {
        const query = new URL(request.url).searchParams;
        const page = Number(query.get('page'));
        const pageSize = Number(query.get('pageSize'));
        const data = longHistory.slice((page - 1) * pageSize, page * pageSize);
        return HttpResponse.json({ data, total: longHistory.length, page, pageSize });
      }),
    );
    const { user } = renderParent('/parent/children/3');
    expect(await historyRows()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(cellTexts(await historyRows(), 1)).toEqual([['Book 11'], ['Book 12']]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when the start date is after the end date, then the form says so and asks nothing of the server', async () => {
    const requests = watchRequests();
    const { user } = renderParent('/parent/children/3');
    await historyRows();
    const before = requests.history.length;
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.history).toHaveLength(before);
  });

  it('when Download CSV is pressed, then the filtered CSV is fetched with the bearer token and saved as a file', async () => {
    const requests = watchRequests();
    const saved: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:history';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderParent('/parent/children/5');
    await historyRows();
    await user.selectOptions(screen.getByLabelText('Kind'), 'video');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(requests.csv).toHaveLength(1);
    expect(requests.csv[0]!.authorization).toBe(`Bearer ${loginResponses.parent.token}`);
    expect(requests.csv[0]!.query.get('contentType')).toBe('video');
    const lines = (await saved[0]!.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^kind,content id,title/);
    expect(lines.slice(1).every((line) => line.startsWith('video,'))).toBe(true);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('maryam-history.csv');
    click.mockRestore();
  });

  it('when a worksheet gets stars and a comment, then the review is saved and shown', async () => {
    const { user } = renderParent('/parent/children/3');
    const worksheet = await screen.findByRole('listitem', { name: 'Ramadan Good Deeds Chart' });
    const file = within(worksheet).getByRole('link', { name: /Open the file of Ramadan Good Deeds Chart/ });
    expect(file).toHaveAttribute('target', '_blank');
    await user.click(within(worksheet).getByRole('radio', { name: '2 stars' }));
    await user.type(within(worksheet).getByLabelText('Comment for your child'), 'Lovely colours!');
    await user.click(within(worksheet).getByRole('button', { name: 'Save review' }));
    expect(await within(worksheet).findByText('Review saved.')).toBeInTheDocument();
    expect(within(worksheet).getByText(/Your review: 2 of 3 stars/)).toHaveTextContent('“Lovely colours!”');
    // The earlier worksheet keeps the review it had.
    const earlier = screen.getByRole('listitem', { name: 'Wudu Steps Worksheet' });
    expect(within(earlier).getByText(/Your review: 3 of 3 stars/)).toBeInTheDocument();
    expect(within(earlier).getByRole('radio', { name: '3 stars' })).toBeChecked();
  });

  it('when the weekly goal and content settings are saved, then the server keeps them', async () => {
    const { user } = renderParent('/parent/children/5');
    const goal = await screen.findByLabelText('Weekly goal (minutes)');
    await user.clear(goal);
    await user.type(goal, '5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number of minutes between 10 and 1500.')).toBeInTheDocument();
    await user.clear(goal);
    await user.type(goal, '90');
    await user.selectOptions(screen.getByLabelText('Age band'), '3-5');
    await user.click(screen.getByLabelText('Music-free only'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(parentMockState.children.find((child) => child.id === 5)).toMatchObject({
      weekly_goal_minutes: 90,
      age_band: '3-5',
      music_free_only: false,
    });
  });

  it("when the age band is set to follow the child's age, then null is sent and the band is the age's again", async () => {
    const maryam = parentMockState.children.find((child) => child.id === 5)!;
    Object.assign(maryam, { age_band: '3-5', age_band_follows_age: false });
    const bodies = watchChildUpdates();
    const { user } = renderParent('/parent/children/5');
    const band = await screen.findByLabelText('Age band');
    expect(band).toHaveValue('3-5');
    await user.selectOptions(band, 'From age (6-8)');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ age_band: null })]);
    expect(parentMockState.children.find((child) => child.id === 5)).toMatchObject({
      age_band: '6-8',
      age_band_follows_age: true,
    });
  });

  it("when the parent turns Read to me off, then it is saved and the child's home is no longer read aloud", async () => {
    const { user } = renderParent('/parent/children/5');
    const readToMe = await screen.findByRole('switch', { name: 'Read to me' });
    // Maryam is 6: read to by default.
    expect(readToMe).toBeChecked();
    expect(readToMe).toHaveAccessibleDescription(
      'The child area reads its instructions aloud. On by default up to age 7.',
    );
    await user.click(readToMe);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    const maryam = () => parentMockState.children.find((child) => child.id === 5)!;
    expect(maryam()).toMatchObject({ read_to_me: false, read_to_me_follows_age: false });
    expect(overviewOfMockChild(maryam()).readToMe).toBe(false);

    // Back on, the age's own answer: it follows the age again.
    await user.click(readToMe);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(maryam()).toMatchObject({ read_to_me: true, read_to_me_follows_age: true }));
    expect(overviewOfMockChild(maryam()).readToMe).toBe(true);
  });

  it('when the child has played activities, then the summary counts them and the history shows their last score', async () => {
    renderParent('/parent/children/5');
    expect(await screen.findByRole('heading', { name: 'Maryam', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Activities played').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Average activity score').nextElementSibling).toHaveTextContent('82%');
    const played = cellTexts(await historyRows(), 5).find((cells) => cells[0] === 'Sky Friends');
    expect(played).toEqual(['Sky Friends', 'Activity', '31 Oct 2026', '6 min 0 s', 'Score 100%']);
  });

  it("when the parent chose the band the child's age falls in, then the page shows that choice, not 'From age'", async () => {
    const maryam = parentMockState.children.find((child) => child.id === 5)!;
    Object.assign(maryam, { age_band: '6-8', age_band_follows_age: false });
    renderParent('/parent/children/5');
    expect(await screen.findByLabelText('Age band')).toHaveValue('6-8');
  });

  it('when only the weekly goal is saved, then the age band is left as it is (not pinned)', async () => {
    const bodies = watchChildUpdates();
    const { user } = renderParent('/parent/children/5');
    expect(await screen.findByLabelText('Age band')).toHaveDisplayValue('From age (6-8)');
    const goal = screen.getByLabelText('Weekly goal (minutes)');
    await user.clear(goal);
    await user.type(goal, '60');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ weekly_goal_minutes: 60, music_free_only: true }]);
  });

  it('when the name and age are edited, then the server keeps them and the heading follows', async () => {
    const { user } = renderParent('/parent/children/5');
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Maryam K');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maryam K', level: 1 })).toBeInTheDocument();
    expect(parentMockState.children.find((child) => child.id === 5)?.name).toBe('Maryam K');
  });

  it('when another picture is picked in the edit form, then the server keeps it and the form shows it next time', async () => {
    const { user, unmount } = renderParent('/parent/children/5');
    const edit = within(await screen.findByRole('region', { name: 'Edit child' }));
    expect(edit.getByRole('radio', { name: 'Rabbit' })).toBeChecked();
    await user.click(edit.getByRole('radio', { name: 'Bee' }));
    await user.click(edit.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(parentMockState.children.find((child) => child.id === 5)?.avatar).toBe('bee');
    unmount();
    renderParent('/parent/children/5');
    const again = within(await screen.findByRole('region', { name: 'Edit child' }));
    expect(again.getByRole('radio', { name: 'Bee' })).toBeChecked();
  });

  it("when Delete is confirmed by typing the child's name, then the child is gone and the dashboard says so", async () => {
    const { user } = renderParent('/parent/children/11');
    await user.click(await screen.findByRole('button', { name: 'Delete child' }));
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Type Hamza to confirm'), 'Hamz');
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Type Hamza to confirm'), 'a');
    await user.click(confirm);
    await waitFor(() => expect(currentPath()).toBe('/parent'));
    expect(await screen.findByText('Hamza was deleted.')).toBeInTheDocument();
    expect(parentMockState.children.map((child) => child.id)).not.toContain(11);
  });

  it("when another family's child is opened, then the server's refusal shows", async () => {
    renderParent('/parent/children/9999');
    expect(await screen.findByText('Child not found.')).toBeInTheDocument();
  });
});
