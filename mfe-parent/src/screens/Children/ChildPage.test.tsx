import { screen, waitFor } from '@testing-library/react';
import { parentMockState } from '@young-minds/mocks';
import { currentPath, renderParent, setUpMockServer } from '../../testing';

setUpMockServer();

describe("a child's page", () => {
  it('when it opens, then the summary and the recent items of progress.child show', async () => {
    renderParent('/parent/children/3');
    expect(await screen.findByRole('heading', { name: 'Yusuf', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Average quiz score').nextElementSibling).toHaveTextContent('77%');
    expect(screen.getByRole('cell', { name: 'Saying Salam with a Smile' })).toBeInTheDocument();
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
