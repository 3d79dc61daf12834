import { screen, waitFor, within } from '@testing-library/react';
import { authEndpoints } from '@young-minds/contracts';
import { familyAccount, familyParent, mockPath, mockToken, parentMockState } from '@young-minds/mocks';
import { chooseLanguage } from '@young-minds/i18n';
import { sessionStore } from '@young-minds/session';
import { HttpResponse, http } from 'msw';
import { currentPath, renderParent, setUpMockServer } from '../../testing';

// The chart library cannot draw in jsdom; these tests are about the tiles and the empty states.
jest.mock('@young-minds/ui/chart', () => ({ Chart: () => null }));

const server = setUpMockServer();

/** The family's devices, until the family-device mocks answer GET /api/parent/devices (issue 32). */
function familyDevices(devices: Array<{ id: number; name: string }>): { asked: number } {
  const calls = { asked: 0 };
  server.use(
    http.get(mockPath(authEndpoints.listFamilyDevices), () => {
      calls.asked += 1;
      return HttpResponse.json(
        devices.map((device) => ({ ...device, created_at: '2026-11-20T10:00:00.000Z', last_used_at: null })),
      );
    }),
  );
  return calls;
}

const whoIsLearning = () => screen.findByRole('list', { name: "Who's learning?" });

describe("Parent Dashboard: Who's learning?", () => {
  it('when the family has children, then each child is a large picture button that says whom the device goes to', async () => {
    renderParent('/parent');
    const tiles = within(await whoIsLearning()).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Start learning as Yusuf',
      'Start learning as Maryam',
      'Start learning as Hamza',
    ]);
    // The picture is decoration: the button's name is its words.
    expect(tiles[0]!.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("when a tile is tapped, then the hand-off is asked, the session is the child's (remembering the parent) and the child area opens", async () => {
    const handOffs: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/handoff')) handOffs.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    const { user } = renderParent('/parent');
    await user.click(within(await whoIsLearning()).getByRole('button', { name: 'Start learning as Maryam' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/child'));
    expect(handOffs).toEqual(['POST /api/parent/children/5/handoff']);
    expect(sessionStore.getState()).toMatchObject({
      userRole: 'child',
      user: { name: 'Maryam' },
      handedOverBy: 'Fatima Khan',
    });
    expect(sessionStore.getState().token).not.toBe(mockToken(familyParent));
    server.events.removeAllListeners();
  });

  it('when the hand-off is refused, then the tile says so and the parent stays', async () => {
    server.use(
      http.post(mockPath(authEndpoints.handOffToChild), () =>
        HttpResponse.json({ message: 'The service is busy.' }, { status: 503 }),
      ),
    );
    const { user } = renderParent('/parent');
    await user.click(within(await whoIsLearning()).getByRole('button', { name: 'Start learning as Yusuf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy.');
    expect(currentPath()).toBe('/parent');
    expect(sessionStore.getState().userRole).toBe('parent');
  });

  it('when the family has fewer than five children, then "Add a child" leads to Add Child', async () => {
    const { user } = renderParent('/parent');
    await whoIsLearning();
    await user.click(screen.getByRole('link', { name: 'Add a child' }));
    await waitFor(() => expect(currentPath()).toBe('/parent/addchild'));
  });

  it('when the family has five children (the plan\'s limit), then the dashboard offers no "Add a child"', async () => {
    const [first] = parentMockState.children;
    parentMockState.children = [
      ...parentMockState.children,
      { ...first!, id: 901, name: 'Zaynab', username: 'zaynab' },
      { ...first!, id: 902, name: 'Ali', username: 'ali' },
    ];
    renderParent('/parent');
    expect(within(await whoIsLearning()).getAllByRole('button')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: 'Add a child' })).not.toBeInTheDocument();
  });
});

describe('Parent Dashboard: empty states and the way back to the welcome', () => {
  it('when there are no children yet, then a drawing (without words) and the words lead to Add Child', async () => {
    parentMockState.children = [];
    renderParent('/parent');
    const region = await screen.findByRole('region', { name: 'Your children' });
    expect(within(region).getByText(/No children yet/)).toBeInTheDocument();
    const drawing = region.querySelector('svg');
    expect(drawing).toHaveAttribute('aria-hidden', 'true');
    expect(drawing?.querySelector('text')).toBeNull();
    expect(within(region).getByRole('link', { name: 'Add Child' })).toHaveAttribute('href', '/parent/addchild');
    expect(screen.queryByRole('list', { name: "Who's learning?" })).not.toBeInTheDocument();
  });

  it('when no child has learned yet, then the charts and the activity feed show a drawing instead of empty boxes', async () => {
    parentMockState.children = [{ ...parentMockState.children[0]!, id: 990, name: 'Newcomer', username: 'newcomer' }];
    renderParent('/parent');
    const minutes = await screen.findByRole('region', { name: 'Learning time per day (minutes)' });
    expect(within(minutes).getByText('No learning time in the last 14 days.')).toBeInTheDocument();
    expect(minutes.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(
      screen.getByRole('region', { name: 'Recent activity' }).querySelector('svg[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  it('while first steps remain, then the dashboard leads back to the welcome; once all are done, it does not', async () => {
    familyDevices([]);
    const { user, unmount } = renderParent('/parent');
    // Children yes; no PIN; no family device: two steps left.
    await user.click(await screen.findByRole('link', { name: 'Finish setting up: 2 steps left' }));
    await waitFor(() => expect(currentPath()).toBe('/parent/welcome'));
    unmount();

    familyAccount(familyParent.id).pin = '2468';
    const devices = familyDevices([{ id: 1, name: 'Kitchen tablet' }]);
    renderParent('/parent');
    await whoIsLearning();
    // The devices are asked once the other two steps are done; then no step is left.
    await waitFor(() => expect(devices.asked).toBe(1));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Finish setting up/ })).not.toBeInTheDocument());
  });
});

describe('Parent Dashboard in Arabic', () => {
  afterEach(() => chooseLanguage({ locale: 'en' }));

  it('when an English title sits in an Arabic sentence, then it keeps its own direction and the numbers are Arabic-Indic', async () => {
    chooseLanguage({ locale: 'ar', digits: 'arab' });
    renderParent('/parent');
    const feed = await screen.findByRole('list', { name: 'آخر النشاطات' });
    const titles = [...feed.querySelectorAll('bdi')].map((bdi) => bdi.textContent);
    expect(titles).toContain('Ramadan Good Deeds Chart');
    expect(feed.textContent).not.toMatch(/[0-9]/);
    const scored = within(feed)
      .getAllByRole('listitem')
      .find((item) => /[٪%]/.test(item.textContent ?? ''));
    expect(scored?.textContent).toMatch(/[٠-٩]+[٪%]/);
  });
});
