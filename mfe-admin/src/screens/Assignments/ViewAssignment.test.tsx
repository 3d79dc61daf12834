import { screen } from '@testing-library/react';
import { assignmentEndpoints } from '@young-minds/contracts';
import { adminMockState, errorHandlers } from '@young-minds/mocks';
import { currentPath, renderAdmin, shownDetails, setUpMockServer } from '../../testing';

const server = setUpMockServer();

describe('View Assignment', () => {
  it('when the assignment is loading, then a spinner shows until it arrives', async () => {
    const pending = errorHandlers.pending('get', assignmentEndpoints.get);
    server.use(pending.handler);
    renderAdmin('/admin/manage-assignments/view/1');
    expect(await screen.findByText('Loading the assignment…')).toBeInTheDocument();
    pending.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wudu Steps Worksheet' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the assignment…')).not.toBeInTheDocument();
  });

  it('when the assignment loads, then its details, related video and worksheet link show', async () => {
    renderAdmin('/admin/manage-assignments/view/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Wudu Steps Worksheet' })).toBeInTheDocument();
    const video = await screen.findByRole('link', { name: 'Learning Wudu Step by Step' });
    expect(video).toHaveAttribute('href', '/admin/manage-videos/view/2');
    expect(shownDetails()).toEqual({
      Description: 'Put the steps of wudu in the right order and colour the pictures.',
      Categories: 'Salah',
      'Due Date': 'Dec 1, 2026',
      'Related Video': 'Learning Wudu Step by Step',
      'Age group': 'All ages',
      'Music-free': 'Yes',
      'Content language': 'Arabic and English',
      'Uploaded On': 'Sep 21, 2026',
    });
    expect(screen.getByRole('link', { name: 'Download the worksheet' })).toHaveAttribute(
      'href',
      '/media/assignments/demo-wudu-worksheet.pdf',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/admin/manage-assignments/edit/1');
    expect(screen.getByRole('link', { name: 'Back to assignments' })).toHaveAttribute('href', '/admin/assignments');
  });

  it("when the assignment has no related video or categories, then both read 'None'", async () => {
    const ramadan = adminMockState.assignments.find((assignment) => assignment.id === 2)!;
    ramadan.categories = [];
    ramadan.category = '';
    renderAdmin('/admin/manage-assignments/view/2');
    await screen.findByRole('heading', { level: 1, name: 'Ramadan Good Deeds Chart' });
    expect(shownDetails()).toMatchObject({ Categories: 'None', 'Related Video': 'None' });
  });

  it("when Edit is followed, then the assignment's edit screen opens", async () => {
    const { user } = renderAdmin('/admin/manage-assignments/view/1');
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Assignment' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/manage-assignments/edit/1');
  });

  it("when the assignment does not exist, then the screen says 'Assignment not found' and leads back", async () => {
    renderAdmin('/admin/manage-assignments/view/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Assignment not found$/);
    expect(screen.getByRole('link', { name: 'Back to assignments' })).toHaveAttribute('href', '/admin/assignments');
  });

  it('when the server fails, then its message shows', async () => {
    server.use(errorHandlers.status('get', assignmentEndpoints.get, 503, 'The content service is unavailable.'));
    renderAdmin('/admin/manage-assignments/view/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The content service is unavailable.');
  });

  it('when the worksheet has a cover picture, then it shows named by the title', async () => {
    renderAdmin('/admin/manage-assignments/view/2');
    await screen.findByRole('heading', { level: 1, name: 'Ramadan Good Deeds Chart' });
    expect(screen.getByRole('img', { name: 'Cover picture of Ramadan Good Deeds Chart' })).toHaveAttribute(
      'src',
      '/media/images/demo-ramadan-chart-cover.png',
    );
  });

  it('when the worksheet has no cover picture, then no cover shows', async () => {
    renderAdmin('/admin/manage-assignments/view/1');
    await screen.findByRole('heading', { level: 1, name: 'Wudu Steps Worksheet' });
    expect(screen.queryByRole('img', { name: /^Cover picture of/ })).not.toBeInTheDocument();
  });
});
