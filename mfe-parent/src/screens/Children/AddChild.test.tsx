import { act, screen, waitFor } from '@testing-library/react';
import { maxChildrenMessage, weeklyGoalInvalidMessage } from '@young-minds/contracts';
import { parentMockMessages, parentMockState } from '@young-minds/mocks';
import { sessionStore } from '@young-minds/session';
import { currentPath, renderParent, setUpMockServer } from '../../testing';

setUpMockServer();

async function fillIn(user: ReturnType<typeof renderParent>['user'], fields: { username: string; confirm?: string }) {
  await user.type(await screen.findByLabelText('Name'), 'Sara');
  await user.type(screen.getByLabelText('Age'), '5');
  await user.type(screen.getByLabelText('Username'), fields.username);
  await user.type(screen.getByLabelText('Password'), 'sara123');
  await user.type(screen.getByLabelText('Confirm password'), fields.confirm ?? 'sara123');
}

describe('Add Child', () => {
  it('when the form is filled in, then the child is added and the dashboard lists them with a notice', async () => {
    const { user } = renderParent('/parent/addchild');
    await fillIn(user, { username: 'sara.k' });
    await user.click(screen.getByRole('radio', { name: 'Camel' }));
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    await waitFor(() => expect(currentPath()).toBe('/parent'));
    expect(await screen.findByText('Sara was added.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sara' })).toBeInTheDocument();
    expect(parentMockState.children.map((child) => child.username)).toContain('sara.k');
  });

  it('when the goal, age band and music-free are set, then the child is added with them', async () => {
    const { user } = renderParent('/parent/addchild');
    await fillIn(user, { username: 'sara.k' });
    // The age band follows the age (5 → 3-5) until the parent picks one.
    expect(screen.getByLabelText('Age band')).toHaveValue('3-5');
    expect(screen.getByLabelText('Weekly goal (minutes)')).toHaveValue(120);
    await user.clear(screen.getByLabelText('Weekly goal (minutes)'));
    await user.type(screen.getByLabelText('Weekly goal (minutes)'), '90');
    await user.selectOptions(screen.getByLabelText('Age band'), 'Ages 6-8');
    await user.click(screen.getByRole('checkbox', { name: 'Music-free only' }));
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    await waitFor(() => expect(currentPath()).toBe('/parent'));
    expect(parentMockState.children.find((child) => child.username === 'sara.k')).toMatchObject({
      weekly_goal_minutes: 90,
      age_band: '6-8',
      music_free_only: true,
      // Untouched: Read to me follows the age (5: on).
      read_to_me: true,
      read_to_me_follows_age: true,
    });
  });

  it('when the child is 5, then Read to me is on by the age; an 8-year-old is not read to unless the parent says so', async () => {
    const { user } = renderParent('/parent/addchild');
    await fillIn(user, { username: 'sara.k' });
    const readToMe = screen.getByRole('switch', { name: 'Read to me' });
    expect(readToMe).toBeChecked();
    const age = screen.getByLabelText('Age');
    await user.clear(age);
    await user.type(age, '8');
    expect(readToMe).not.toBeChecked();
    await user.click(readToMe);
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    await waitFor(() => expect(currentPath()).toBe('/parent'));
    expect(parentMockState.children.find((child) => child.username === 'sara.k')).toMatchObject({
      age: 8,
      read_to_me: true,
      read_to_me_follows_age: false,
    });
  });

  it('when the goal is out of range, then the server message shows', async () => {
    const { user } = renderParent('/parent/addchild');
    await fillIn(user, { username: 'sara.k' });
    const goal = screen.getByLabelText('Weekly goal (minutes)');
    await user.clear(goal);
    await user.type(goal, '5000');
    // The browser's own range check would stop the form first; the server's words are what this test is after.
    goal.removeAttribute('max');
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText(weeklyGoalInvalidMessage)).toBeInTheDocument();
    expect(parentMockState.children).toHaveLength(3);
  });

  it('when the passwords differ, then the form says so and nothing is sent', async () => {
    const { user } = renderParent('/parent/addchild');
    await fillIn(user, { username: 'sara.k', confirm: 'other123' });
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(parentMockState.children).toHaveLength(3);
  });

  it('when the username is taken, then the server message shows', async () => {
    const { user } = renderParent('/parent/addchild');
    await fillIn(user, { username: 'yusuf' });
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText(parentMockMessages.usernameTaken)).toBeInTheDocument();
  });

  it('when the family already has five children, then the sixth gets the server sentence', async () => {
    const template = parentMockState.children[0]!;
    parentMockState.children.push({ ...template, id: 901, username: 'x1' }, { ...template, id: 902, username: 'x2' });
    const { user } = renderParent('/parent/addchild');
    await fillIn(user, { username: 'sara.k' });
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText(maxChildrenMessage)).toBeInTheDocument();
    expect(parentMockState.children).toHaveLength(5);
  });

  it('when no token is stored, then the spec sentence shows', async () => {
    const { user } = renderParent('/parent/addchild');
    await fillIn(user, { username: 'sara.k' });
    act(() => {
      sessionStore.setState({ token: null });
    });
    await user.click(screen.getByRole('button', { name: 'Add Child' }));
    expect(await screen.findByText('You are not logged in. Please log in first.')).toBeInTheDocument();
  });
});
