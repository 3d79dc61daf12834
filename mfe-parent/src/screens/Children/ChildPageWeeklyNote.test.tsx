import { screen, waitFor } from '@testing-library/react';
import { authEndpoints } from '@young-minds/contracts';
import { mockPath, parentMockState } from '@young-minds/mocks';
import { HttpResponse, http } from 'msw';
import { renderParent, setUpMockServer } from '../../testing';

const server = setUpMockServer();

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

const yusuf = () => parentMockState.children.find((child) => child.name === 'Yusuf');

describe("the child page's weekly email switch", () => {
  it('when the parent turns it on, then weekly_digest alone is saved and the switch says when the note comes', async () => {
    const bodies = watchChildUpdates();
    const { user } = renderParent(`/parent/children/${yusuf()?.id ?? 0}`);
    const toggle = await screen.findByRole('switch', { name: 'Weekly email about Yusuf' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/at the end of your family's week, in your time zone/)).toBeInTheDocument();

    await user.click(toggle);
    expect(await screen.findByText('You will receive the weekly email about Yusuf.')).toBeInTheDocument();
    expect(bodies).toEqual([{ weekly_digest: true }]);
    expect(toggle).toBeChecked();
    expect(yusuf()?.weekly_digest).toBe(true);

    await user.click(toggle);
    expect(await screen.findByText('The weekly email about Yusuf is off.')).toBeInTheDocument();
    expect(bodies).toEqual([{ weekly_digest: true }, { weekly_digest: false }]);
    expect(toggle).not.toBeChecked();
  });

  it('when saving fails, then the switch stays off and the reason shows', async () => {
    server.use(
      http.put(mockPath(authEndpoints.updateOwnChild), () =>
        HttpResponse.json({ message: 'weekly_digest must be true or false.' }, { status: 400 }),
      ),
    );
    const { user } = renderParent(`/parent/children/${yusuf()?.id ?? 0}`);
    const toggle = await screen.findByRole('switch', { name: 'Weekly email about Yusuf' });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('weekly_digest must be true or false.');
    await waitFor(() => expect(toggle).not.toBeChecked());
  });
});
